import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['Every page for a signed-in member: my courses, acara, sertifikat, team, profile.'],
  avoid: [
    'Pages for visitors who have not signed in: use `PublicLayout`.',
    'The course player: use `LearnLayout`.',
    'A standalone document or message: use `InformationalLayout`.',
  ],
  variants: [
    {
      name: 'sections',
      guidance:
        'Headed groups of links in the side navigation: "Belajar", "Tim", "Grup", "Akun". Mark the page shown with `isCurrent`.',
    },
    { name: 'userMenu', guidance: "The signed-in user's menu; stays in the header on phones." },
    { name: 'languageSwitcher', guidance: 'Moves into the drawer on phones.' },
    {
      name: 'isCompact',
      guidance: 'Forces the phone arrangement; otherwise it applies under 768 px.',
    },
    {
      name: 'renderLink',
      guidance: "The app router's link, so navigation does not reload the page.",
    },
  ],
  do: [
    'Mark exactly one item `isCurrent`, the section of the page shown.',
    'Keep section titles to one word and items to two or three: "Kursus saya", "Sertifikat".',
    "Start each page's content with a `PageHeader` (its `<h1>`).",
  ],
  dont: [
    'Add a second navigation bar inside the page.',
    'Put actions (buttons) in the side navigation: it holds links only.',
  ],
  keyboard: [
    'Tab from the top: the skip link "Lewati ke konten" first, then the header and navigation.',
    'Enter on the menu button (phones): opens the navigation drawer; Escape closes it and returns focus to the button.',
  ],
  screenReader: [
    'Landmarks: a header, a navigation, `main` and a footer.',
    'Each section is a list named by its heading; the current page\'s link has `aria-current="page"`.',
    'Item icons are decorative; the label names the link.',
  ],
  content: [
    'Section titles: "Belajar", "Tim", "Grup", "Akun" / "Learning", "Team", "Group", "Account".',
    'Items are nouns, sentence case: "Kursus saya", "Acara", "Sertifikat" / "My courses", "Events".',
  ],
};
