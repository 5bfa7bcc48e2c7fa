import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { pick } from '../../../stories/storySupport';
import { FORMS } from '../shared/teamEvaluations.fixtures';

// What the form's stories share: finding the page and the form, and rating its statements.
type Canvas = StoryContext['canvas'];
export type Scope = ReturnType<typeof within>;
type User = StoryContext['userEvent'];

export const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);

export const findPage = async (canvas: Canvas) =>
  expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: t('pages.teamEvaluation.title') },
      // The first story of the file also waits for the page's code to load.
      { timeout: 15_000 },
    ),
  ).toBeVisible();

export const findForm = async (
  canvas: Canvas,
  form: { title: { id: string; en: string } } = FORMS.behaviour,
): Promise<Scope> => {
  await findPage(canvas);
  return within(await canvas.findByRole('form', { name: pick(form.title) }, { timeout: 5000 }));
};

/** Each statement's scale, in the form's order. */
export const ratingGroups = (form: Scope) => form.getAllByRole('radiogroup');

export const submit = (form: Scope) =>
  form.getByRole('button', { name: t('teamEvaluations.form.submit') });

/** Gives `statement` (from 0) the point `point` (from 1). */
export async function rate(user: User, form: Scope, statement: number, point: number) {
  const group = ratingGroups(form)[statement];
  if (!group) throw new Error(`No statement ${statement}`);
  await user.click(within(group).getAllByRole('radio')[point - 1]!);
}

/** Rates the statements from `from` on with `points`, in order. */
export async function fill(user: User, form: Scope, points: number[], from = 0) {
  for (const [index, point] of points.entries()) await rate(user, form, from + index, point);
}
