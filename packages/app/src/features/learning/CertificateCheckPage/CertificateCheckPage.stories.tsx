import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { uiMessages } from '@ajar/ui';
import { formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { localeOf } from '../../../stories/storySupport';
import { certificateCheckApi } from '../../../shared/fixtures/CertificateValidPage.fixtures';

/**
 * /certificate-check (informational): a number checked for its shape, then looked up on
 * /certificate-is-valid (against MSW). Static form: no loading or error state of its own.
 */
const meta = {
  title: 'Pages/Certificate check',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/certificate-check' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, certificateCheckApi().handler);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const label = () => i18next.t('certificates.check.codeLabel');
const findField = (canvas: Canvas) =>
  // The name ends with the required marker ("wajib" / "required").
  canvas.findByRole('textbox', { name: new RegExp(`^${label()}`) }, { timeout: 5000 });
const submit = (canvas: Canvas) =>
  canvas.getByRole('button', { name: i18next.t('certificates.check.submit') });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.certificateCheck.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(await findField(canvas)).toHaveValue('');
    await expect(canvas.getByText(i18next.t('certificates.check.codeHint'))).toBeVisible();
    await waitFor(() =>
      expect(document.title).toContain(i18next.t('pages.certificateCheck.title')),
    );
  },
};

export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await findField(canvas);
    await userEvent.click(submit(canvas));
    const message = formatMessage(lang(), 'required', { field: label() });
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Not the shape of a certificate number: said on the field, and no navigation. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await findField(canvas);
    await userEvent.type(field, 'SERTIFIKAT-123');
    await userEvent.click(submit(canvas));
    const message = formatMessage(lang(), 'invalid', { field: label() });
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18next.t('pages.certificateCheck.title') }),
    ).toBeVisible();
  },
};

/** Lower case and spaces are fine: the check opens with the printed form of the number. */
export const Submit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await findField(canvas), ' ajr 7k2m q9xd ');
    await userEvent.click(submit(canvas));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.certificateValid.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const ui = uiMessages[lang()];
    await expect(
      await canvas.findByRole('heading', { level: 2, name: ui.certificateValidityValid }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('AJR-7K2M-Q9XD');
  },
};

/** Back from a number that was not found, it is there to correct. */
export const Prefilled: Story = {
  args: { path: '/certificate-check?code=AJR-ZZZZ-ZZZZ' },
  play: async ({ canvas }) => {
    await expect(await findField(canvas)).toHaveValue('AJR-ZZZZ-ZZZZ');
  },
};
