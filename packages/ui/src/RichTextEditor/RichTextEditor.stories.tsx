import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { UiProvider } from '../messages';
import { storyMessages } from '../test-utils/storyMessages';
import { phoneStory, type PhoneWidth } from '../test-utils/frames';
import { RichTextEditor } from './RichTextEditor';
import { EditorSkeleton } from './EditorSkeleton';
import { guidelines } from './RichTextEditor.docs';

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Balasan',
    placeholder: 'Tulis pertanyaan atau jawaban Anda',
    onChange: fn(),
  },
  parameters: { guidelines },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The editor loads on first use: wait for its text box, not for a fixed time. */
const findEditor = (canvas: Canvas, name = 'Balasan') =>
  canvas.findByRole('textbox', { name }, { timeout: 10000 });

/** The HTML of the last `onChange` call. */
const lastHtml = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls.at(-1)?.[0] ?? '');
};

const everyFormat = [
  '<p>Modul ini membahas <strong>pajak penghasilan</strong> dan <em>PPh 21</em>.</p>',
  '<ul><li><p>Hitung bruto</p></li><li><p>Kurangi biaya jabatan</p></li></ul>',
  '<ol><li><p>Isi formulir</p></li><li><p>Kirim ke HR</p></li></ol>',
  '<blockquote><p>Tenggat pelaporan 31 Maret.</p></blockquote>',
  '<p>Rumusnya <code>bruto * 5%</code>, contoh lengkap:</p>',
  '<pre><code>pph = (bruto - biaya) * tarif</code></pre>',
  '<p>Lihat <a href="https://pajak.go.id">situs DJP</a>.</p>',
].join('');

/** A form that takes each change a moment later, as form libraries may. */
function SlowForm(args: Parameters<typeof RichTextEditor>[0]) {
  const [value, setValue] = useState('');
  return (
    <RichTextEditor
      {...args}
      value={value}
      onChange={(html) => {
        args.onChange?.(html);
        window.setTimeout(() => setValue(html), 30);
      }}
    />
  );
}

/**
 * Controlled by a form that lags: fast typing keeps every character, as the editor knows
 * its own edits when they come back late.
 */
export const ControlledBySlowForm: Story = {
  render: (args) => <SlowForm {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const editor = await findEditor(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('Terima kasih, sudah berhasil.');
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe('<p>Terima kasih, sudah berhasil.</p>'),
    );
    await expect(editor).toHaveTextContent('Terima kasih, sudah berhasil.');
  },
};

/** Empty, with the placeholder inviting the post. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    const editor = await findEditor(canvas);
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await expect(editor).toHaveAttribute('aria-placeholder', 'Tulis pertanyaan atau jawaban Anda');
    await expect(canvas.getByRole('toolbar', { name: m.editorToolbar })).toBeVisible();
    await expect(canvas.getByText('', { selector: '[data-placeholder]' })).toHaveAttribute(
      'data-placeholder',
      'Tulis pertanyaan atau jawaban Anda',
    );
    // The label focuses the text, as a text field's label does.
    await userEvent.click(canvas.getByText('Balasan'));
    await waitFor(() => expect(editor).toHaveFocus());
  },
};

/**
 * The skeleton shown while the editor loads has the editor's size, so nothing below moves
 * when it arrives: checked at 360 px, where the toolbar wraps onto two rows.
 */
export const LoadingSkeleton: Story = {
  ...phoneStory(360),
  render: (args) => (
    <>
      <div data-testid="skeleton">
        <EditorSkeleton hasToolbar />
      </div>
      <RichTextEditor {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await findEditor(canvas);
    const skeleton = canvas.getByTestId('skeleton').firstElementChild!.getBoundingClientRect();
    const frame = canvas.getByRole('toolbar').parentElement!.getBoundingClientRect();
    await expect(skeleton.width).toBe(frame.width);
    await expect(skeleton.height).toBe(frame.height);
    // Each button's placeholder stays inside its button's place, as the button will.
    const slots = [...canvas.getByTestId('skeleton').querySelectorAll('[aria-hidden="true"]')];
    for (const block of slots.slice(0, 3)) {
      const slot = block.parentElement!.getBoundingClientRect();
      await expect(block.getBoundingClientRect().bottom).toBeLessThanOrEqual(slot.bottom);
    }
  },
};

/** Typing, then Ctrl+B: the HTML given to `onChange` has the bold text. */
export const TypeAndBold: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const editor = await findEditor(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('Halo ');
    await userEvent.keyboard('{Control>}b{/Control}');
    await userEvent.keyboard('semua');
    await expect(canvas.getByRole('button', { name: storyMessages().editorBold })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(lastHtml(args.onChange)).toBe('<p>Halo <strong>semua</strong></p>');
  },
};

/** The toolbar by keyboard: one tab stop, arrows between buttons, Enter formats. */
export const ToolbarKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const editor = await findEditor(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('Catatan ');
    await userEvent.tab({ shift: true });
    const bold = canvas.getByRole('button', { name: m.editorBold });
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const italic = canvas.getByRole('button', { name: m.editorItalic });
    await expect(italic).toHaveFocus();
    // Left from the first and right from the last wrap round; End and Home jump.
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: m.editorRedo })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    // Formatting hands the focus back to the text.
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('penting');
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await expect(lastHtml(args.onChange)).toBe('<p>Catatan <em>penting</em></p>');
    // Tab comes back to the button last used.
    await userEvent.tab({ shift: true });
    await expect(italic).toHaveFocus();
  },
};

/** Ctrl+K opens the link form: a `javascript:` address is refused, an https one is linked. */
export const AddLink: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const editor = await findEditor(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('Baca ');
    await userEvent.keyboard('{Control>}k{/Control}');
    const url = canvas.getByRole('textbox', { name: m.editorLinkUrl });
    await expect(url).toHaveFocus();

    await userEvent.type(url, 'javascript:alert(1){Enter}');
    await expect(url).toHaveAccessibleDescription(m.editorLinkInvalid);
    await expect(lastHtml(args.onChange)).not.toContain('<a');

    await userEvent.clear(url);
    await userEvent.type(url, 'https://ajar.id/panduan{Enter}');
    await expect(canvas.queryByRole('textbox', { name: m.editorLinkUrl })).toBeNull();
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(lastHtml(args.onChange)).toBe(
      '<p>Baca <a rel="noopener noreferrer nofollow" href="https://ajar.id/panduan">https://ajar.id/panduan</a></p>',
    );
  },
};

/** Selected text becomes a link with the toolbar button; the link is then changed and removed. */
export const EditAndRemoveLink: Story = {
  args: { defaultValue: '<p>Lihat <a href="https://ajar.id">panduan</a> dulu</p>' },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const editor = await findEditor(canvas);
    await userEvent.click(within(editor).getByText('panduan'));
    const link = canvas.getByRole('button', { name: m.editorLink });
    await waitFor(() => expect(link).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(link);
    const url = canvas.getByRole('textbox', { name: m.editorLinkUrl });
    await expect(url).toHaveValue('https://ajar.id');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://ajar.id/bantuan');
    await userEvent.click(canvas.getByRole('button', { name: m.editorLinkApply }));
    await expect(lastHtml(args.onChange)).toContain('href="https://ajar.id/bantuan">panduan</a>');

    await userEvent.click(link);
    await userEvent.click(canvas.getByRole('button', { name: m.editorLinkRemove }));
    await expect(lastHtml(args.onChange)).toBe('<p>Lihat panduan dulu</p>');
  },
};

/**
 * The image button: an address that is not https and a missing description are refused, each
 * with its message and focus on its field; an https image goes in with its alternative text.
 * Not screenshotted: the image's host is not reachable from a test run.
 */
export const AddImage: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const editor = await findEditor(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('Denah gudang:');
    const button = canvas.getByRole('button', { name: m.editorImage });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const url = canvas.getByRole('textbox', { name: m.editorImageUrl });
    await expect(url).toHaveFocus();
    await userEvent.type(url, 'http://contoh.example/denah.png{Enter}');
    await expect(url).toHaveAccessibleDescription(m.editorImageInvalid);
    await expect(url).toHaveFocus();

    await userEvent.clear(url);
    await userEvent.type(url, 'https://contoh.example/denah.png{Enter}');
    const alt = canvas.getByRole('textbox', { name: m.editorImageAlt });
    await expect(alt).toHaveFocus();
    await expect(alt).toHaveAccessibleDescription(
      expect.stringContaining(m.editorImageAltRequired),
    );
    await expect(lastHtml(args.onChange)).not.toContain('<img');

    await userEvent.type(alt, 'Denah gudang lantai 1 dengan jalur evakuasi{Enter}');
    await expect(canvas.queryByRole('textbox', { name: m.editorImageUrl })).toBeNull();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(lastHtml(args.onChange)).toContain(
      '<img src="https://contoh.example/denah.png" alt="Denah gudang lantai 1 dengan jalur evakuasi">',
    );
    await expect(
      within(editor).getByRole('img', { name: 'Denah gudang lantai 1 dengan jalur evakuasi' }),
    ).toBeInTheDocument();
  },
};

/** Every format the toolbar makes, as loaded from saved HTML. */
export const Filled: Story = {
  args: { defaultValue: everyFormat },
  play: async ({ canvas }) => {
    const editor = await findEditor(canvas);
    for (const selector of ['strong', 'em', 'ul', 'ol', 'blockquote', 'code', 'pre', 'a'])
      await expect(editor.querySelector(selector), selector).not.toBeNull();
    await expect(within(editor).getByText('situs DJP')).toHaveAttribute(
      'href',
      'https://pajak.go.id',
    );
  },
};

/**
 * HTML that comes in goes through the editor's schema: script, event handlers, styles and
 * non-http links are dropped; the text stays.
 */
export const UntrustedHtml: Story = {
  args: {
    defaultValue:
      '<p>Halo <a href="javascript:alert(1)">klik</a><img src="x" onerror="alert(1)"></p><script>alert(1)</script><p style="color:red" onclick="alert(1)">Akhir</p>',
  },
  play: async ({ canvas }) => {
    const editor = await findEditor(canvas);
    await expect(within(editor).getByText(/klik/)).toBeVisible();
    await expect(editor.querySelector('a, img, script, [onclick], [onerror], [style]')).toBeNull();
  },
};

export const WithError: Story = {
  args: {
    defaultValue: '<p>?</p>',
    hint: 'Jelaskan langkah yang sudah Anda coba',
    error: 'Balasan terlalu pendek',
  },
  play: async ({ canvas }) => {
    const editor = await findEditor(canvas);
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(
      'Jelaskan langkah yang sudah Anda coba Balasan terlalu pendek',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '<p>Balasan ditutup oleh moderator.</p>' },
  play: async ({ canvas }) => {
    const editor = await findEditor(canvas);
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: storyMessages().editorBold })).toBeDisabled();
  },
};

/** Read-only: no toolbar, the text readable and focusable. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: everyFormat },
  play: async ({ canvas, userEvent }) => {
    const editor = await findEditor(canvas);
    await expect(editor).toHaveAttribute('aria-readonly', 'true');
    await userEvent.tab();
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};

/** Past `maxLength` nothing is cut: the counter says by how much it is too long. */
export const TooLong: Story = {
  args: { maxLength: 20, defaultValue: '<p>Terima kasih, sudah jelas</p>' },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const editor = await findEditor(canvas);
    const over = (n: number) => m.editorTooLong.replace('{over}', String(n)).replace('{max}', '20');
    await expect(canvas.getByText(over(5))).toBeVisible();
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(over(5));

    await userEvent.click(within(editor).getByText('Terima kasih, sudah jelas'));
    await userEvent.keyboard('{Backspace>6/}');
    const count = m.editorCounter.replace('{count}', '19').replace('{max}', '20');
    await expect(canvas.getByText(count)).toBeVisible();
    await expect(editor).not.toHaveAttribute('aria-invalid');
    await expect(lastHtml(args.onChange)).toBe('<p>Terima kasih, sudah</p>');
  },
};

const colleagues = [
  { id: 3, label: 'Dewi Lestari' },
  { id: 8, label: 'Yoga Pratama' },
  { id: 6, label: 'Agus Prasetyo' },
];

/** People found by the start of any word of their name, as the forum's people search does. */
const peopleSearch = {
  search: async (query: string) =>
    colleagues.filter((person) =>
      person.label
        .toLowerCase()
        .split(' ')
        .some((word) => word.startsWith(query.toLowerCase())),
    ),
};

/**
 * "@" offers people by name under the text; the arrows move the highlight (announced as the
 * text's active descendant) and Enter writes the mention the server will notify.
 */
export const Mentions: Story = {
  args: { mentions: peopleSearch },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const editor = await findEditor(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('Terima kasih @pra');
    const list = await canvas.findByRole('listbox', { name: m.editorMentionList });
    const options = within(list).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['@Yoga Pratama', '@Agus Prasetyo']);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(editor).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await expect(editor).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(editor).not.toHaveAttribute('aria-activedescendant');
    await expect(lastHtml(args.onChange)).toBe(
      '<p>Terima kasih <span data-type="mention" data-id="6" data-label="Agus Prasetyo">@Agus Prasetyo</span> </p>',
    );
  },
};

/** A name nobody has says so; Escape closes the list and the typed text stays. */
export const MentionNoMatch: Story = {
  args: { mentions: peopleSearch },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const editor = await findEditor(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('@zz');
    // Shown under the text, and said by the status line too.
    await expect(await canvas.findByText(m.editorMentionNone, { selector: 'p' })).toBeVisible();
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain(
      m.editorMentionNone,
    );
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryAllByText(m.editorMentionNone)).toEqual([]));
    await expect(lastHtml(args.onChange)).toBe('<p>@zz</p>');
  },
};

/** A name can be chosen with the pointer too; the text keeps its focus. */
export const MentionByClick: Story = {
  args: { mentions: peopleSearch },
  play: async ({ args, canvas, userEvent }) => {
    const editor = await findEditor(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('@de');
    await userEvent.click(await canvas.findByRole('option', { name: '@Dewi Lestari' }));
    await expect(editor).toHaveFocus();
    await expect(lastHtml(args.onChange)).toContain('data-id="3"');
  },
};

const draftKey = 'story-forum-reply';
const draftStorageKey = `ajar:rich-text-draft:${draftKey}`;

/** A draft left in this browser comes back, says so, and keeps being saved while typing. */
export const DraftRestored: Story = {
  args: { draftKey },
  beforeEach: () => {
    localStorage.setItem(draftStorageKey, '<p>Saya sudah mencoba <strong>dua kali</strong></p>');
    return () => localStorage.removeItem(draftStorageKey);
  },
  play: async ({ args, canvas, userEvent }) => {
    const editor = await findEditor(canvas);
    await expect(within(editor).getByText('dua kali')).toBeVisible();
    await expect(await canvas.findByText(storyMessages().editorDraftRestored)).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(
      '<p>Saya sudah mencoba <strong>dua kali</strong></p>',
    );
    // At the end of the bold words; Ctrl+B turns bold off for what follows.
    await userEvent.click(within(editor).getByText('dua kali'));
    await userEvent.keyboard('{Control>}b{/Control}, tetap gagal');
    await waitFor(
      () =>
        expect(localStorage.getItem(draftStorageKey)).toBe(
          '<p>Saya sudah mencoba <strong>dua kali</strong>, tetap gagal</p>',
        ),
      { timeout: 3000 },
    );
  },
};

/** The built-in labels in English. */
export const English: Story = {
  args: { label: 'Reply', placeholder: 'Write your question or answer', maxLength: 500 },
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  play: async ({ canvas }) => {
    await findEditor(canvas, 'Reply');
    await expect(canvas.getByRole('toolbar', { name: 'Text formatting' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts');
    await expect(canvas.getByText('0 of 500 characters')).toBeVisible();
  },
};

/** The editor on a phone `width` px wide: nothing is cut off. */
const onPhone = (width: PhoneWidth): Story => ({
  ...phoneStory(width),
  args: { defaultValue: everyFormat, maxLength: 2000 },
  play: async ({ canvasElement, canvas }) => {
    await findEditor(canvas);
    const toolbar = canvas.getByRole('toolbar');
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(width);
  },
});

/** On a 360 px phone the toolbar wraps onto a second row; nothing is cut off. */
export const Phone: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
