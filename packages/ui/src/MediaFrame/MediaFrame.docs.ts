import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['A video or PDF inside a material of a kursus, always with a link to the file itself.'],
  avoid: [
    'Images in running text: use `RichText`.',
    'A file offered only for download: use `Link` or `Button` with `href`.',
  ],
  variants: [
    { name: 'video', guidance: "Plays in the page with the browser's own controls." },
    {
      name: 'pdf',
      guidance:
        "Embedded only from this site; a PDF from elsewhere gets the link alone (the API's policy refuses it).",
    },
    {
      name: 'fallbackText',
      guidance: 'Shown where the browser cannot show the file, e.g. an old phone.',
    },
    { name: 'note', guidance: 'A line under the file: captions, page count, duration.' },
  ],
  do: [
    'Give `title` the kind and the subject: "Video: Peran pemimpin dalam tim".',
    'Say in `note` when a video has captions or a transcript.',
  ],
  dont: [
    'Pass an address that is not http(s) or a path on this site: only the fallback shows.',
    'Rely on the embedded viewer alone: some browsers only offer the link.',
  ],
  keyboard: [
    "Tab: reaches the player's controls (the browser's, keyboard operable) and then the download link.",
  ],
  screenReader: [
    'The player or viewer is named by `title`.',
    'The download link is always there, so the file is reachable when the viewer is not.',
  ],
  content: [
    'Download: "Unduh PDF", "Buka video". English: "Download PDF", "Open video".',
    'Fallback: what happened and what to do: "Browser Anda tidak dapat menampilkan PDF ini. Unduh untuk membacanya."',
  ],
};
