import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'Pages for visitors before they sign in: the catalogue of kursus and acara, "Masuk", "Cek" sertifikat.',
  ],
  avoid: [
    'Pages for signed-in members: use `MemberLayout`.',
    'A single document: use `InformationalLayout`.',
  ],
  variants: [
    { name: 'navItems', guidance: 'The main links; mark the page shown with `isCurrent`.' },
    { name: 'nav', guidance: "Custom content inside the layout's `<nav>`, instead of `navItems`." },
    {
      name: 'userMenu',
      guidance: 'The "Masuk" button, or the user\'s menu; stays in the header on phones.',
    },
    { name: 'languageSwitcher', guidance: 'Moves into the drawer on phones.' },
    {
      name: 'isCompact',
      guidance: 'Forces the phone arrangement; otherwise it applies under 768 px.',
    },
  ],
  do: [
    'Keep the main navigation to four links or fewer.',
    "Pass `renderLink` with the app router's link.",
  ],
  dont: [
    'Put the sign-in button among the navigation links: it goes in `userMenu`.',
    'Add footer links smaller than a 24 px target.',
  ],
  keyboard: [
    'Tab from the top: the skip link "Lewati ke konten" first.',
    'Enter on the menu button (phones): opens the navigation drawer; Escape closes it and returns focus.',
  ],
  screenReader: [
    'Landmarks: header, a navigation named by the built-in label, `main` and footer.',
    'The current page\'s link has `aria-current="page"`.',
  ],
  content: [
    'Links are nouns: "Kursus", "Acara", "Cek sertifikat" / "Courses", "Events", "Check a certificate".',
    'Sign-in: "Masuk" / "Sign in".',
  ],
};
