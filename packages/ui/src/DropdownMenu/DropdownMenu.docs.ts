import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A few links and actions behind one button: the account menu in the header ("Profil", "Keluar").',
    'Secondary actions of a row or card that do not fit as buttons.',
  ],
  avoid: [
    'Choosing a value in a form: use `Select`.',
    'The main action of a page: show it as a `Button`.',
    'Long lists or navigation of a site: use the layout’s navigation or a `Drawer`.',
  ],
  variants: [
    {
      name: 'items',
      guidance:
        'Each item is a link (`href`) or an action (`onSelect`); `isDisabled` shows it but skips it.',
    },
    {
      name: 'align',
      guidance: '`end` for a menu at the right end of a header, so it stays on screen.',
    },
    {
      name: 'triggerVariant',
      guidance: 'The button’s look: `secondary` by default, `ghost` in a header.',
    },
    { name: 'triggerLabel', guidance: 'Required when the button shows only an avatar or an icon.' },
    { name: 'renderLink', guidance: 'The app’s router link for link items.' },
  ],
  do: [
    'Keep it to about seven items; put the destructive one ("Keluar") last.',
    'Start each item with a verb or name the page it opens: "Ubah profil", "Sertifikat saya".',
  ],
  dont: ['Put something only in a menu that people need often.', 'Nest menus.'],
  keyboard: [
    'Enter, Space or Down arrow on the button: opens the menu on the first item; Up arrow opens it on the last.',
    'Up and Down arrows: move between enabled items (wrapping); Home and End: first and last.',
    'Enter or Space: chooses the item. Escape: closes and returns focus to the button. Tab: closes and moves on.',
  ],
  screenReader: [
    'The button has `aria-haspopup="menu"` and `aria-expanded`; the list is `role="menu"` named by the button.',
    'Items are `menuitem`s; disabled ones have `aria-disabled`. Icons are decorative.',
  ],
  content: [
    'Item labels in sentence case, no full stop: "Ubah profil", "Keluar".',
    'Glossary: "Masuk" and "Keluar" for signing in and out, never "Login" or "Logout".',
    'English in British spelling: "Sign out".',
  ],
};
