import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A page that is one document to read: terms, privacy, a checked certificate.',
    'A short message after an action, away from the app: "Email Anda sudah terverifikasi."',
  ],
  avoid: [
    'Pages with navigation for visitors (catalogue, events): use `PublicLayout`.',
    'Pages for signed-in members: use `MemberLayout`.',
    'Learning a course: use `LearnLayout`.',
  ],
  variants: [
    { name: 'logo', guidance: "The tenant's logo, centred above; leave it out on a bare message." },
    {
      name: 'footer',
      guidance: 'A last-updated date or a contact line: "Diperbarui 1 Juli 2026".',
    },
    { name: 'mainId', guidance: "Only when the app needs a known id for the skip link's target." },
  ],
  do: [
    'Give the page one clear `title`: it is the only `<h1>`.',
    "Keep the document at the layout's reading width; use headings (`h2`) for its parts.",
  ],
  dont: [
    'Add a second `<h1>` in the children.',
    'Put forms or tables wider than the reading column in it.',
  ],
  keyboard: [
    'Tab from the top: the first stop is the skip link "Lewati ke konten", which moves focus to the document.',
  ],
  screenReader: [
    'The document is the `main` landmark; the title is its `<h1>`.',
    'The skip link is hidden until focused, then read as "Lewati ke konten" / "Skip to content".',
  ],
  content: [
    'Title: a noun phrase in sentence case: "Kebijakan privasi", "Sertifikat terverifikasi".',
    'English: the same in British spelling: "Privacy policy", "Certificate verified".',
  ],
};
