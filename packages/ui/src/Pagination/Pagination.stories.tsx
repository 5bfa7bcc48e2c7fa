import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UiProvider } from '../messages';
import { storyMessages } from '../test-utils/storyMessages';
import { Pagination } from './Pagination';
import { guidelines } from './Pagination.docs';

const meta = {
  title: 'Structure/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  parameters: { guidelines },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageName = (page: number) => storyMessages().paginationPage.replace('{page}', String(page));

export const FirstPage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('navigation', { name: m.paginationLabel })).toBeInTheDocument();
    const previous = canvas.getByRole('button', { name: m.paginationPrevious });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: pageName(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: m.paginationNext }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const next = canvas.getByRole('button', { name: m.paginationNext });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: m.paginationPrevious }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const PageClick: Story = {
  args: { page: 2 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: pageName(4) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    // The current page is not a change.
    await userEvent.click(canvas.getByRole('button', { name: pageName(2) }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const ManyPagesWithEllipsis: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvas }) => {
    const pages = canvas
      .getAllByRole('button')
      .map((b) => b.textContent)
      .slice(1, -1);
    await expect(pages).toEqual(['1', '9', '10', '11', '20']);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
  },
};

export const WiderSiblings: Story = {
  args: { page: 10, pageCount: 20, siblingCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: pageName(8) })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: pageName(12) })).toBeInTheDocument();
  },
};

/** Wired to state: clicks and the keyboard move through the pages. */
export const Interactive: Story = {
  args: { pageCount: 12 },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const next = canvas.getByRole('button', { name: m.paginationNext });
    await userEvent.click(next);
    await expect(canvas.getByRole('button', { name: pageName(2) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Keyboard: focus stays on "next" while it moves on, through to the last page.
    await expect(next).toHaveFocus();
    for (let i = 0; i < 10; i++) await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: pageName(12) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(11);

    // Shift+Tab back to a page number and Space picks it.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: pageName(12) })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: pageName(11) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const CustomLabel: Story = {
  args: { page: 3, pageCount: 8, label: 'Halaman daftar peserta' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('navigation', { name: 'Halaman daftar peserta' }),
    ).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { page: 3, pageCount: 8 },
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
