import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'To show part of a page in another company’s colours: a theme preview pane, tenants side by side.',
  ],
  avoid: [
    'Theming the whole page: the app applies the company’s colour on `:root` with `applyTheme`.',
    'Giving one section a different brand for emphasis: the brand is the company’s, not a highlight.',
  ],
  do: [
    'Label what the scope shows, e.g. the company’s name beside it, so the colour is not the only cue.',
  ],
  dont: [
    'Pass user input without checking it: an invalid colour keeps the page’s colours, so show the error yourself.',
  ],
  screenReader: ['Adds nothing: it is a plain `<div>`; its content is announced as usual.'],
  content: ['No text of its own.'],
};
