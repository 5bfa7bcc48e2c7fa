/**
 * Usage guidance for one component, shown on its docs page (the `Guidelines` block of
 * `.storybook/docs-page.tsx`) between the first story and the props table, as Primer's and
 * Polaris' pages do. Each component keeps it in `<Name>.docs.ts` beside its stories and passes
 * it as `parameters.guidelines` in the stories' meta; a unit test checks every component has one.
 */
export interface Guidelines {
  /** `new`: added recently, the API may still move; `stable`: used by the app, change with care. */
  status: 'new' | 'stable';
  /** When to use it: the job it does, in one line each. */
  use: string[];
  /** When not to, each naming what to use instead. */
  avoid: string[];
  /** Variants or important props, each with when to pick it. */
  variants?: { name: string; guidance: string }[];
  /** Good practice, with an example where it helps; an entry may be drawn (`DrawnGuideline`). */
  do: Guideline[];
  /** Common mistakes; an entry may be drawn the same way. */
  dont: Guideline[];
  /** What each key does, e.g. "Space / Enter: presses the button". */
  keyboard?: string[];
  /** What a screen reader announces, and what the component adds for it. */
  screenReader: string[];
  /** Wording, in Indonesian first: labels, tone, length. Follows Foundations/Content. */
  content: string[];
}

/**
 * A do or don't drawn as well as said: `story` names an export of the component's own stories
 * file, which the docs page renders in a small frame above `text`, captioned "Do" or "Don't".
 * Tag that story `['!dev', '!autodocs']`: out of the sidebar and the page's story list, still
 * rendered and axe-checked by the story tests. A drawn don't is a design mistake, never an
 * accessibility failure (two primary buttons, a vague label), so it passes axe like any story.
 */
export interface DrawnGuideline {
  text: string;
  /** The export name of a story in `<Name>.stories.tsx`, e.g. `'DoVerbLabels'`. */
  story: string;
}

export type Guideline = string | DrawnGuideline;

/** The sentence of a do or don't, drawn or not. */
export const guidelineText = (item: Guideline): string =>
  typeof item === 'string' ? item : item.text;
