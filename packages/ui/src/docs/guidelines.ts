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
  /** Good practice, with an example where it helps. */
  do: string[];
  /** Common mistakes. */
  dont: string[];
  /** What each key does, e.g. "Space / Enter: presses the button". */
  keyboard?: string[];
  /** What a screen reader announces, and what the component adds for it. */
  screenReader: string[];
  /** Wording, in Indonesian first: labels, tone, length. Follows Foundations/Content. */
  content: string[];
}
