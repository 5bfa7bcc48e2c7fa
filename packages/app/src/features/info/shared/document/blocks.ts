/** The three information pages, each a top-level section of the locale files. */
export type DocumentName = 'help' | 'terms' | 'privacy';

/** A paragraph, or the items of a bulleted list, as the locale files hold a section body. */
export type Block = string | readonly string[];

const isBlock = (value: unknown): value is Block =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/**
 * The blocks of a section body (`t(key, { returnObjects: true })`), each with its index,
 * which is also its key path for `<Trans>`. Anything malformed is skipped, not rendered raw.
 */
export function readBlocks(value: unknown): { index: number; block: Block }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((block: unknown, index) => (isBlock(block) ? [{ index, block }] : []));
}

/** `acceptableUse` -> `acceptable-use`: an anchor that stays the same in every language. */
export const sectionId = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
