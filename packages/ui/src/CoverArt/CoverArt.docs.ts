import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'In a course, roadmap or program card (or a course overview) that has no cover image, or whose image failed to load.',
  ],
  avoid: [
    'Beside a real cover image: the company’s own picture always wins.',
    'To mean a state (new, locked, done): use a `Badge`; the drawing only says the kind of topic.',
  ],
  variants: [
    {
      name: 'kind',
      guidance:
        'general, leadership, digital, safety, sales, finance, personal (course topics, chosen from the category by the app’s `coverArtFor`), roadmap and program.',
    },
  ],
  do: [
    'Let the app pick the kind from the category slug, so every course of one category looks alike.',
    'Keep the card’s title and category as text: they say what the course is.',
  ],
  dont: [
    'Recolour it in the brand colour: covers stay neutral grey, so the catalogue is not dominated by one colour.',
    'Put text inside the drawing: it is not translated and not read.',
  ],
  screenReader: ['Hidden (`aria-hidden`): purely decorative; the card’s title names the course.'],
  content: ['No text of its own; the card around it carries the words.'],
};
