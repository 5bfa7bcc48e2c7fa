import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { CourseOutline } from './CourseOutline';
import { base, k3Sections } from './storyData';
import { maxWidthFrame } from '../test-utils/frames';
import { guidelines } from './CourseOutline.docs';

const meta = {
  title: 'Course/CourseOutline',
  component: CourseOutline,
  parameters: { guidelines },
  args: { sections: k3Sections, currentContentId: 'm1a', onExpandedChange: fn() },
  decorators: [maxWidthFrame('36rem')],
} satisfies Meta<typeof CourseOutline>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionButton = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.getByRole('button', { name: new RegExp(`^${title}`) });

/** The section of the current content opens first; the current content is the step. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(sectionButton(canvas, 'Modul 1')).toHaveAttribute('aria-expanded', 'true');
    await expect(sectionButton(canvas, 'Pendahuluan')).toHaveAttribute('aria-expanded', 'false');
    await expect(sectionButton(canvas, 'Modul 1')).toHaveTextContent(
      m.courseOutlineSectionProgress.replace('{done}', '1').replace('{total}', '3'),
    );
    const current = canvas.getByRole('link', { name: 'Bahaya fisik dan kimia' });
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toHaveAttribute('href', `${base}/m1a`);
    await expect(current.closest('li')).toHaveTextContent(m.courseOutlineInProgress);
    await expect(
      canvas.getByRole('link', { name: 'Jenis-jenis bahaya di tempat kerja' }),
    ).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText(m.contentTypeSubModule)).toBeVisible();
  },
};

/** Opening and closing a section with the mouse. */
export const ToggleByClick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const button = sectionButton(canvas, 'Modul 2');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(list).not.toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['modul-1', 'modul-2']);
    // Locked contents are listed, but are not links.
    const locked = within(list!).getByText('Memilih APD yang tepat');
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await expect(locked).not.toHaveAttribute('href');
    await expect(locked.closest('li')).toHaveTextContent(m.courseOutlineLocked);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).not.toBeVisible();
  },
};

/** Sections open with Enter and Space, like any button. */
export const ToggleByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = sectionButton(canvas, 'Pendahuluan');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Pre Test K3' })).toBeVisible();
    // The next tab stop is the first content of the open section.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pre Test K3' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NotStarted: Story = {
  args: {
    currentContentId: undefined,
    sections: k3Sections.map((section, i) => ({
      ...section,
      contents: section.contents.map((c, j) => ({
        ...c,
        status: i === 0 && j === 0 ? ('available' as const) : ('locked' as const),
      })),
    })),
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(sectionButton(canvas, 'Pendahuluan')).toHaveAttribute('aria-expanded', 'true');
    await expect(sectionButton(canvas, 'Pendahuluan')).toHaveTextContent(
      m.courseOutlineSectionProgress.replace('{done}', '0').replace('{total}', '2'),
    );
    await expect(canvas.getByText(m.courseOutlineAvailable)).toBeVisible();
  },
};

export const Completed: Story = {
  args: {
    currentContentId: undefined,
    defaultExpandedSectionIds: ['pendahuluan', 'modul-1', 'modul-2', 'penutup'],
    sections: k3Sections.map((section) => ({
      ...section,
      contents: section.contents.map((c) => ({ ...c, status: 'done' as const })),
    })),
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getAllByText(m.courseOutlineDone)).toHaveLength(10);
    await expect(sectionButton(canvas, 'Penutup')).toHaveTextContent(
      m.courseOutlineSectionProgress.replace('{done}', '3').replace('{total}', '3'),
    );
  },
};

/** The app keeps the open sections, e.g. in the address; a click only asks to change them. */
export const Controlled: Story = {
  args: { expandedSectionIds: ['penutup'] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(sectionButton(canvas, 'Penutup')).toHaveAttribute('aria-expanded', 'true');
    await expect(sectionButton(canvas, 'Modul 1')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(sectionButton(canvas, 'Penutup'));
    await expect(args.onExpandedChange).toHaveBeenCalledWith([]);
    await expect(sectionButton(canvas, 'Penutup')).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Contents without an address (e.g. a preview for visitors) are plain text. */
export const WithoutLinks: Story = {
  args: {
    sections: k3Sections.map((section) => ({
      ...section,
      contents: section.contents.map(({ href: _href, ...c }) => c),
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link', { name: 'Bahaya fisik dan kimia' })).toHaveLength(0);
    await expect(canvas.getByText('Bahaya fisik dan kimia')).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

export const RouterLink: Story = {
  args: {
    // Stands in for react-router's Link: `to` instead of `href`, its own markup.
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Bahaya fisik dan kimia' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', `#${base}/m1a`);
  },
};
