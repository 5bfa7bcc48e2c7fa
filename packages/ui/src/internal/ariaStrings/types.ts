/** What React Aria passes a message function, besides its variables (a LocalizedStringFormatter). */
export interface AriaFormatter {
  locale: string;
  plural(count: number, options: Record<string, string | (() => string)>): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: unknown): string;
}

/** One React Aria message: plain text, or built from its variables as React Aria builds it. */
export type AriaString =
  // React Aria's variables are untyped (numbers, booleans, strings) per message.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  string | ((args: Record<string, any>, formatter: AriaFormatter) => string);

/** A language's messages for some of React Aria's packages, keyed as its `en-US` dictionary. */
export type AriaPackageStrings = Record<string, Record<string, AriaString>>;
