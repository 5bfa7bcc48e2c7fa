import { expect, waitFor, within } from 'storybook/test';
import { expectMinTargets } from '@ajar/ui/testing/targets';
import { i18next } from '../../../../i18n';
import { sectionId, type DocumentName } from './blocks';

/** Page-story helpers shared by the help, terms and privacy stories. */
type Canvas = ReturnType<typeof within>;
type UserEvent = { click: (element: Element) => Promise<void> };

/** The layout's h1 and tab title, then one h2 per section, in order, inside its anchor. */
export async function expectSections(
  canvas: Canvas,
  doc: DocumentName,
  sections: readonly string[],
) {
  const title = i18next.t(`pages.${doc}.title`);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
  ).toBeVisible();
  await waitFor(() => expect(document.title.startsWith(`${title} · `)).toBe(true));
  const headings: HTMLElement[] = canvas.getAllByRole('heading', { level: 2 });
  const sectionHeadings = headings.filter((h) => h.closest('section'));
  await expect(sectionHeadings.map((h) => h.textContent)).toEqual(
    sections.map((key) => i18next.t(`${doc}.sections.${key}.title`)),
  );
  sectionHeadings.forEach((heading, i) =>
    expect(heading.closest('section')).toHaveAttribute('id', sectionId(sections[i] ?? '')),
  );
}

/** "Last updated" with the date written the interface language's way. */
export async function expectUpdatedOn(canvas: Canvas) {
  const date = i18next.language === 'en' ? 'November 23, 2026' : '23 November 2026';
  await expect(canvas.getByText(date)).toHaveAttribute('datetime', '2026-11-23');
}

const isInView = (element: Element) => {
  const { top } = element.getBoundingClientRect();
  return top >= -1 && top < window.innerHeight;
};

/**
 * The contents list links every section by its anchor, and following a link brings that
 * section into view. Leaves the page scrolled back to the top, as the next story expects.
 */
export async function expectContentsJump(
  canvas: Canvas,
  userEvent: UserEvent,
  doc: DocumentName,
  sections: readonly string[],
) {
  const nav = canvas.getByRole('navigation', { name: i18next.t(`${doc}.toc`) });
  const links: HTMLElement[] = within(nav).getAllByRole('link');
  await expect(links).toHaveLength(sections.length);
  sections.forEach((key, i) => {
    const target = document.getElementById(sectionId(key));
    expect(links[i]).toHaveAttribute('href', `#${sectionId(key)}`);
    expect(target?.querySelector('h2')).toHaveTextContent(links[i]?.textContent ?? '');
  });

  const index = sections.length - 2;
  const link = links[index]!;
  const target = document.getElementById(sectionId(sections[index]!))!;
  await expect(isInView(target)).toBe(false);
  await userEvent.click(link);
  await waitFor(() => expect(isInView(target)).toBe(true));
  await expect(window.location.hash).toBe(`#${sectionId(sections[index]!)}`);

  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  window.scrollTo(0, 0);
}

/** Every link of the contents list is a target a finger can hit: at least 24 x 24 px. */
export async function expectContentsTargets(canvas: Canvas, doc: DocumentName) {
  const nav = await canvas.findByRole(
    'navigation',
    { name: i18next.t(`${doc}.toc`) },
    { timeout: 5000 },
  );
  await expectMinTargets(within(nav).getAllByRole('link'));
}
