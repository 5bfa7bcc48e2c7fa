import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { component } from '@ajar/tokens';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { UiProvider, useUiMessages } from '../messages';
import { phoneStory, type PhoneWidth } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { expectMinTargets } from '../test-utils/targets';
import { guidelines } from './Toast.docs';
import { Toast } from './Toast';
import { List } from './Toast.styles';
import { ToastContainer } from './ToastContainer';
import { toast, toastStore, type ToastItem } from './toastStore';

/** Toasts portal to <body>: query the whole document, not the canvas. */
const page = () => within(document.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Actions/Toast',
  component: ToastContainer,
  // The queue is module state: start and end every story with an empty stack.
  beforeEach: () => {
    toast.dismissAll();
    return () => toast.dismissAll();
  },
  parameters: { layout: 'padded', guidelines },
} satisfies Meta<typeof ToastContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const overviewToasts: ToastItem[] = [
  {
    id: 'overview-info',
    kind: 'info',
    title: 'Materi baru',
    description: 'Modul 4: Fungsi dan Prosedur sudah bisa dipelajari.',
    durationMs: Infinity,
  },
  {
    id: 'overview-success',
    kind: 'success',
    description: 'Anda terdaftar di acara Pelatihan K3 Dasar.',
    durationMs: Infinity,
  },
  {
    id: 'overview-warning',
    kind: 'warning',
    description: 'Sesi ujian berakhir dalam 5 menit.',
    durationMs: Infinity,
  },
];

function OverviewDemo() {
  const { messages } = useUiMessages();
  const [shown, setShown] = useState(overviewToasts);
  return (
    <List style={{ maxWidth: component.toastWidth }}>
      {shown.map((item) => (
        <Toast
          key={item.id}
          toast={item}
          closeLabel={messages.toastClose}
          onClose={(id) => setShown((current) => current.filter((other) => other.id !== id))}
        />
      ))}
    </List>
  );
}

/**
 * The three kinds as they look, in the page rather than the fixed corner, so the docs page
 * shows a toast before anyone presses a button. In the app they come from `toast.info/
 * success/warning(...)` through the one `ToastContainer`, as the stories below do.
 */
export const Overview: Story = {
  render: () => <OverviewDemo />,
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(`${m.toastKindInfo}: Materi baru`);
    await expect(items[1]).toHaveTextContent(`${m.toastKindSuccess}:`);
    await expect(items[2]).toHaveTextContent(`${m.toastKindWarning}: ${m.toastWarningTitle}`);
    for (const item of items) await expect(item).toBeVisible();
    await userEvent.click(within(items[1]!).getByRole('button', { name: m.toastClose }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A story showing one button that raises toasts, next to the container. */
const withTrigger =
  (label: string, raise: () => void): Story['render'] =>
  (args) => (
    <>
      <Button onClick={raise}>{label}</Button>
      <ToastContainer {...args} />
    </>
  );

export const Info: Story = {
  render: withTrigger('Tampilkan info', () =>
    toast.info({
      title: 'Materi baru',
      description: 'Modul 4: Fungsi dan Prosedur sudah bisa dipelajari.',
    }),
  ),
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    // The live region is there before any toast, so the first one is announced.
    const status = page().getByRole('status');
    await expect(status.textContent).toBe('');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan info' }));
    const item = await page().findByRole('listitem');
    await expect(status).toContainElement(item);
    await expect(item).toHaveTextContent(`${m.toastKindInfo}: Materi baru`);
    await expect(item).toHaveTextContent('Modul 4: Fungsi dan Prosedur sudah bisa dipelajari.');
    await expect(within(item).getByRole('button', { name: m.toastClose })).toBeVisible();
    await expect(page().getByRole('region', { name: m.toastRegion })).toContainElement(item);
  },
};

export const Success: Story = {
  render: withTrigger('Simpan jawaban', () => toast.success('Jawaban Anda tersimpan.')),
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan jawaban' }));
    const item = await page().findByRole('listitem');
    await expect(item).toHaveTextContent(`${m.toastKindSuccess}: Jawaban Anda tersimpan.`);
  },
};

export const Warning: Story = {
  render: withTrigger('Tampilkan peringatan', () =>
    toast.warning('Sesi ujian berakhir dalam 5 menit.'),
  ),
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan peringatan' }));
    const item = await page().findByRole('listitem');
    // No title given: the built-in one ("Perhatian!" in Indonesian, "Attention!" in English).
    await expect(item).toHaveTextContent(`${m.toastKindWarning}: ${m.toastWarningTitle}`);
    await expect(item).toHaveTextContent('Sesi ujian berakhir dalam 5 menit.');
  },
};

export const WarningWithOwnTitle: Story = {
  render: withTrigger('Tampilkan peringatan', () =>
    toast.warning({
      title: 'Koneksi terputus',
      description: 'Jawaban disimpan di perangkat.',
    }),
  ),
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan peringatan' }));
    const item = await page().findByRole('listitem');
    await expect(item).toHaveTextContent('Koneksi terputus');
    await expect(item).not.toHaveTextContent(m.toastWarningTitle);
  },
};

/** Something failed: a cross in a circle, and it stays until closed (no timer to race). */
export const ErrorToast: Story = {
  render: withTrigger('Kumpulkan jawaban', () =>
    toast.error({
      title: 'Jawaban belum terkirim',
      description: 'Server sedang bermasalah. Jawaban Anda aman di perangkat ini.',
    }),
  ),
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.click(canvas.getByRole('button', { name: 'Kumpulkan jawaban' }));
    const item = await page().findByRole('listitem');
    await expect(item).toHaveTextContent(`${m.toastKindError}: Jawaban belum terkirim`);
    await expect(toastStore.remainingMs(toastStore.getSnapshot()[0]!.id)).toBe(Infinity);
  },
};

const onUndo = fn();

/** One action in the toast, e.g. undo: pressing it runs the action and closes the toast. */
export const WithAction: Story = {
  render: withTrigger('Tandai selesai', () =>
    toast.info({
      description: 'Materi ditandai selesai.',
      action: { label: 'Urungkan', onAction: onUndo },
    }),
  ),
  play: async ({ canvas, userEvent }) => {
    onUndo.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Tandai selesai' }));
    const item = await page().findByRole('listitem');
    const undo = within(item).getByRole('button', { name: 'Urungkan' });
    await expect(undo.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.click(undo);
    await expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('listitem')).toBeNull());
  },
};

/**
 * A toast on a phone `width` px wide: inside the screen, its text not squeezed beside the
 * action (the notification list once wrapped two or three words a line at 360 px).
 */
const onPhone = (width: PhoneWidth): Story => ({
  ...phoneStory(width),
  render: withTrigger('Kumpulkan jawaban', () =>
    toast.error({
      title: 'Jawaban belum terkirim',
      description: 'Server sedang bermasalah. Jawaban Anda aman di perangkat ini.',
      action: { label: 'Coba lagi', onAction: () => undefined },
    }),
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kumpulkan jawaban' }));
    const item = await page().findByRole('listitem');
    const box = item.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(width);
    const text = within(item).getByText(/Server sedang bermasalah/);
    await expect(text.getBoundingClientRect().width).toBeGreaterThanOrEqual(width * 0.5);
    await expectMinTargets(within(item).getAllByRole('button'));
  },
});

// The toast sits in the window's corner, and the screenshots' window is 1024 px wide: the play
// test, run in a window of the phone's width, is what checks it (tags here, where Storybook's
// index reads them).
/** On a 360 px phone, the most common Android width in Indonesia. */
export const Phone360: Story = { ...onPhone(360), tags: ['no-visual'] };

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = { ...onPhone(390), tags: ['no-visual'] };

export const Stacked: Story = {
  render: withTrigger('Tampilkan tiga notifikasi', () => {
    toast.info('Kursus Dasar Pemrograman diperbarui.');
    toast.success('Sertifikat Anda siap diunduh.');
    toast.warning('Kuis akhir ditutup besok pukul 23.59.');
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan tiga notifikasi' }));
    await waitFor(() => expect(page().getAllByRole('listitem')).toHaveLength(3));
    const [first, second, third] = page().getAllByRole('listitem');
    // Newest on top.
    await expect(first).toHaveTextContent('Kuis akhir ditutup besok pukul 23.59.');
    await expect(second).toHaveTextContent('Sertifikat Anda siap diunduh.');
    await expect(third).toHaveTextContent('Kursus Dasar Pemrograman diperbarui.');
  },
};

function DedupeDemo() {
  // A fresh key per mount: keys are remembered for the whole page session.
  const [messageId] = useState(() => `pesan-${Math.random().toString(36).slice(2)}`);
  return (
    <>
      <Button
        onClick={() =>
          toast.info({
            title: 'Pesan dari pengajar',
            description: 'Jangan lupa mengumpulkan tugas modul 2.',
            dedupeKey: messageId,
          })
        }
      >
        Terima pesan push
      </Button>
      <ToastContainer />
    </>
  );
}

/** The same push message delivered twice shows once. */
export const Dedupe: Story = {
  render: () => <DedupeDemo />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Terima pesan push' });
    await userEvent.click(trigger);
    await page().findByRole('listitem');
    await userEvent.click(trigger);
    await sleep(50);
    await expect(page().getAllByRole('listitem')).toHaveLength(1);
  },
};

export const PauseOnHover: Story = {
  render: withTrigger('Tampilkan sebentar', () =>
    toast.info({ description: 'Tersimpan otomatis.', durationMs: 800 }),
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan sebentar' }));
    const item = await page().findByRole('listitem');
    await userEvent.hover(item);
    await sleep(1600);
    await expect(item).toBeInTheDocument();
    await userEvent.unhover(item);
    await waitFor(() => expect(page().queryByRole('listitem')).toBeNull(), { timeout: 3000 });
  },
};

export const DismissWithCloseButton: Story = {
  render: withTrigger('Tampilkan info', () => toast.info('Anda masuk sebagai Siti Rahmawati.')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan info' }));
    const item = await page().findByRole('listitem');
    await userEvent.click(within(item).getByRole('button', { name: storyMessages().toastClose }));
    await expect(page().queryByRole('listitem')).toBeNull();
  },
};

export const DismissWithKeyboard: Story = {
  render: withTrigger('Tampilkan notifikasi', () => {
    toast.info('Kursus Dasar Pemrograman diperbarui.');
    toast.success('Sertifikat Anda siap diunduh.');
  }),
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    const trigger = canvas.getByRole('button', { name: 'Tampilkan notifikasi' });
    await userEvent.click(trigger);
    await waitFor(() => expect(page().getAllByRole('listitem')).toHaveLength(2));
    // Tab reaches the newest toast's close button; Enter closes it and focus moves on.
    await userEvent.tab();
    const [newest, older] = page().getAllByRole('listitem');
    await expect(within(newest!).getByRole('button', { name: m.toastClose })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(newest).not.toBeInTheDocument();
    await expect(within(older!).getByRole('button', { name: m.toastClose })).toHaveFocus();
    // Escape closes the last one; focus returns to where it came from.
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('listitem')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const CloseFromCode: Story = {
  render: function Render(args) {
    const [close, setClose] = useState<(() => void) | null>(null);
    return (
      <div style={{ display: 'flex', gap: '0.75rem' }}>
        <Button
          onClick={() =>
            setClose(() =>
              toast.warning({ description: 'Mengunggah tugas…', durationMs: Infinity }),
            )
          }
        >
          Mulai unggah
        </Button>
        <Button variant="secondary" onClick={() => close?.()}>
          Unggahan selesai
        </Button>
        <ToastContainer {...args} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mulai unggah' }));
    await page().findByRole('listitem');
    await userEvent.click(canvas.getByRole('button', { name: 'Unggahan selesai' }));
    await expect(page().queryByRole('listitem')).toBeNull();
  },
};

function LateContainerDemo() {
  const [isMounted, setIsMounted] = useState(false);
  return (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Button onClick={() => toast.success('Pembayaran diterima.')}>Kirim dari luar React</Button>
      <Button variant="secondary" onClick={() => setIsMounted(true)}>
        Pasang wadah notifikasi
      </Button>
      {isMounted && <ToastContainer />}
    </div>
  );
}

/** A toast raised before the container mounts waits for it, with its full time. */
export const QueuedBeforeMount: Story = {
  render: () => <LateContainerDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim dari luar React' }));
    await expect(page().queryByRole('listitem')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pasang wadah notifikasi' }));
    await expect(await page().findByRole('listitem')).toHaveTextContent('Pembayaran diterima.');
  },
};

export const English: Story = {
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  render: withTrigger('Show warning', () => toast.warning('Your exam session ends in 5 minutes.')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));
    const item = await page().findByRole('listitem');
    await expect(item).toHaveTextContent('Warning: Attention!');
    await expect(within(item).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(page().getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  },
};

/* Drawn on the docs page as a do and a don't (Toast.docs.ts); out of the sidebar. */

/** One toast as it looks, in the page rather than the fixed corner. */
function DrawnToast({ item }: { item: ToastItem }) {
  const { messages } = useUiMessages();
  return (
    <List style={{ maxWidth: component.toastWidth }}>
      <Toast toast={item} closeLabel={messages.toastClose} onClose={() => undefined} />
    </List>
  );
}

/** Do: one short sentence confirming what just happened. */
export const DoOneSentence: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <DrawnToast
      item={{
        id: 'do-saved',
        kind: 'success',
        description: 'Perubahan profil disimpan.',
        durationMs: Infinity,
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Perubahan profil disimpan.');
  },
};

/** Don't: the only copy of something the learner needs later, in a message that disappears. */
export const DontOnlyCopy: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <DrawnToast
      item={{
        id: 'dont-voucher',
        kind: 'success',
        title: 'Voucher dibuat',
        description: 'Kode Anda AJAR-7F3K. Catat sebelum pesan ini hilang.',
        durationMs: Infinity,
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('AJAR-7F3K');
  },
};
