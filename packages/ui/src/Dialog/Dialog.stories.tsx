import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { UiProvider } from '../messages';
import { storyMessages } from '../test-utils/storyMessages';
import { Dialog, type DialogProps } from './Dialog';
import { Body, Description, Footer, Header, HeaderText, Panel, Title } from './Dialog.styles';
import { guidelines } from './Dialog.docs';

/** A page with the button that opens the dialog, owning its open state as an app would. */
function DialogDemo({ triggerLabel, ...args }: DialogProps & { triggerLabel: string }) {
  const [isOpen, setIsOpen] = useState(args.isOpen);
  const close = () => {
    setIsOpen(false);
    args.onClose();
  };
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>{triggerLabel}</Button>
      <Dialog {...args} isOpen={isOpen} onClose={close} />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  parameters: { guidelines },
  args: {
    isOpen: false,
    onClose: fn(),
    title: 'Ketentuan kursus',
    description: 'Baca sebelum memulai Keselamatan Kerja di Gudang.',
    children: (
      <p>
        Kursus ini terdiri dari 6 modul dan kuis akhir. Nilai minimal kelulusan adalah 50.{' '}
        <a href="https://ajar.id/ketentuan">Ketentuan lengkap</a>
      </p>
    ),
    footer: <Button>Saya mengerti</Button>,
  },
  render: (args) => <DialogDemo {...args} triggerLabel="Lihat ketentuan" />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Opened from its trigger with the keyboard: focus is trapped, Escape closes. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const trigger = canvas.getByRole('button', { name: 'Lihat ketentuan' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await page.findByRole('dialog', { name: 'Ketentuan kursus' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(
      'Baca sebelum memulai Keselamatan Kerja di Gudang.',
    );
    const close = within(dialog).getByRole('button', { name: m.dialogClose });
    const link = within(dialog).getByRole('link', { name: 'Ketentuan lengkap' });
    const action = within(dialog).getByRole('button', { name: 'Saya mengerti' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(document.body.style.overflow).toBe('hidden');

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(action).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
    await expect(document.body.style.overflow).toBe('');
  },
};

/**
 * A confirmation with two actions; the backdrop closes it too. Leaving loses work, so the
 * leaving action is the danger button and staying is the primary one.
 */
export const WithActions: Story = {
  args: {
    title: 'Keluar dari kuis?',
    description: 'Jawaban yang belum dikirim akan hilang.',
    children: <p>Anda masih punya 12 menit dan 4 soal yang belum dijawab.</p>,
    footer: null,
  },
  render: function Render(args) {
    const [isOpen, setIsOpen] = useState(false);
    const close = () => {
      setIsOpen(false);
      args.onClose();
    };
    return (
      <>
        <Button onClick={() => setIsOpen(true)}>Keluar</Button>
        <Dialog
          {...args}
          isOpen={isOpen}
          onClose={close}
          size="sm"
          footer={
            <>
              <Button variant="danger" onClick={close}>
                Keluar dari kuis
              </Button>
              <Button onClick={close}>Lanjutkan kuis</Button>
            </>
          }
        />
      </>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Keluar' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Keluar dari kuis?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjutkan kuis' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    const reopened = await page.findByRole('dialog', { name: 'Keluar dari kuis?' });
    // Releasing inside the dialog does not dismiss; a click on the backdrop does.
    await userEvent.click(within(reopened).getByText(/12 menit/));
    await expect(reopened).toBeInTheDocument();
    await userEvent.click(reopened.parentElement!);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The backdrop does not close it; the close button and Escape still do. */
export const NotDismissable: Story = {
  args: {
    isDismissable: false,
    title: 'Kirim jawaban',
    description: 'Waktu habis. Jawaban Anda sedang dikirim.',
    children: <p>Jangan tutup halaman ini sampai pengiriman selesai.</p>,
    footer: null,
  },
  render: (args) => <DialogDemo {...args} triggerLabel="Selesaikan kuis" />,
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.click(canvas.getByRole('button', { name: 'Selesaikan kuis' }));
    const dialog = await page.findByRole('dialog', { name: 'Kirim jawaban' });
    await userEvent.click(dialog.parentElement!);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: m.dialogClose }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Built-in labels in English, whatever the test locale. */
export const English: Story = {
  args: {
    title: 'Course terms',
    description: 'Read before starting Warehouse Safety.',
    children: <p>This course has 6 modules and a final quiz. The pass mark is 50.</p>,
    footer: <Button>I understand</Button>,
  },
  render: (args) => (
    <UiProvider locale="en">
      <DialogDemo {...args} triggerLabel="View terms" />
    </UiProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View terms' }));
    const dialog = await page.findByRole('dialog', { name: 'Course terms' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Left open after the test, so the open dialog is checked by axe in every theme. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat ketentuan' }));
    const dialog = await page.findByRole('dialog', { name: 'Ketentuan kursus' });
    await expect(
      within(dialog).getByRole('button', { name: storyMessages().dialogClose }),
    ).toHaveFocus();
  },
};

/* Drawn on the docs page as a do and a don't (Dialog.docs.ts); out of the sidebar. */

/**
 * A picture of the quiz-leaving dialog in the page, drawn with the dialog's own parts: the
 * real one is modal and would cover the docs page.
 */
function DrawnDialog({ actions }: { actions: [string, string] }) {
  const [leave, stay] = actions;
  return (
    <Panel $size="sm">
      <Header>
        <HeaderText>
          <Title>Keluar dari kuis?</Title>
          <Description>Jawaban yang belum dikirim akan hilang.</Description>
        </HeaderText>
      </Header>
      <Body>
        <p>Anda masih punya 12 menit dan 4 soal yang belum dijawab.</p>
      </Body>
      <Footer>
        <Button variant="danger">{leave}</Button>
        <Button>{stay}</Button>
      </Footer>
    </Panel>
  );
}

/** Do: the actions say what they do; the destructive one is the danger button. */
export const DoNameTheActions: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <DrawnDialog actions={['Keluar dari kuis', 'Lanjutkan kuis']} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Keluar dari kuis' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lanjutkan kuis' })).toBeVisible();
  },
};

/** Don't: "Ya" and "Tidak": the reader has to go back to the question to know which is which. */
export const DontYesNo: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <DrawnDialog actions={['Ya', 'Tidak']} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ya' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tidak' })).toBeVisible();
  },
};
