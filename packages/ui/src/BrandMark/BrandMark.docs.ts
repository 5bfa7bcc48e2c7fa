import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The company’s identity in a layout header: its logo (or initials) in the brand colour and its name.',
    'Inside the home link, so it also leads back to the start page.',
  ],
  avoid: ['A person: use `Avatar`.', 'Ajar’s own name: the tenant’s name is what learners know.'],
  variants: [
    {
      name: 'logoSrc',
      guidance: 'A square logo; without it the initials of `name` fill the square.',
    },
    {
      name: 'isCompact',
      guidance:
        'Only the square, e.g. a narrow header on a phone; the name stays for screen readers.',
    },
  ],
  do: [
    'Pass the company’s name as it writes it: "PT Sinar Nusantara".',
    'Use a square logo with room around it; a wide wordmark becomes too small.',
  ],
  dont: [
    'Wrap the mark and the name in separate links: put the whole BrandMark in one home link.',
    'Use the brand square to mean anything: it is identity only.',
  ],
  screenReader: [
    'The square is hidden (`aria-hidden`, the logo has empty alt text): only the name is read.',
    'With `isCompact` the name is visually hidden but still read, so the home link keeps its name.',
  ],
  content: [
    'The legal or trading name the learners know, in its own capitals; no tagline.',
    'Long names wrap rather than being cut off; check them at 360 px.',
  ],
};
