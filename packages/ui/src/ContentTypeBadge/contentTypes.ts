/**
 * The content types the kit can draw, each with a name, an icon and a tone. The kit does not
 * import the API's contract: the app passes the contract's types in, and the app's type test
 * (packages/app/src/contractUnions.test.ts) fails when this list and the contract's differ.
 */
export const DRAWN_CONTENT_TYPES = [
  'Meeting',
  'Module',
  'Sub Module',
  'Module Summary',
  'Course Summary',
  'Pre Test',
  'Post Test',
  'Final Quiz',
  'Evaluation',
] as const;
export type DrawnContentType = (typeof DRAWN_CONTENT_TYPES)[number];
