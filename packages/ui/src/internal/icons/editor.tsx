import { Icon24, type IconProps } from './Svg';

/* 24-unit icons of the rich-text editor's toolbar: one per format or command. */

/** Bold text: a heavy B. */
export function BoldIcon(props: IconProps) {
  return (
    <Icon24 strokeWidth={2.5} {...props}>
      <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
    </Icon24>
  );
}

/** Italic text: a slanted I. */
export function ItalicIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="M10 5h8M6 19h8M14 5l-4 14" />
    </Icon24>
  );
}

/** A bulleted list: dots and lines. */
export function BulletListIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
    </Icon24>
  );
}

/** A numbered list: 1, 2, 3 and lines. */
export function NumberedListIcon(props: IconProps) {
  return (
    <Icon24 strokeWidth={1.75} {...props}>
      <path d="M10 6h10M10 12h10M10 18h10M4 4.5 5.5 4v4M4 10.5a1.5 1.5 0 0 1 3 .5L4 14h3M4 16.5h3l-1.5 1.5a1.5 1.5 0 1 1-1.5 2" />
    </Icon24>
  );
}

/** A quotation: two opening quote marks. */
export function QuoteIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="M4 17v-5a5 5 0 0 1 5-5M4 13h5v4H4zM13 17v-5a5 5 0 0 1 5-5M13 13h5v4h-5z" />
    </Icon24>
  );
}

/** Code within a line: angle brackets. */
export function CodeIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="m8 7-5 5 5 5M16 7l5 5-5 5" />
    </Icon24>
  );
}

/** A block of code: brackets in a box. */
export function CodeBlockIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m10 9-3 3 3 3M14 9l3 3-3 3" />
    </Icon24>
  );
}

/** Undo the last edit: an arrow turning back. */
export function UndoIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </Icon24>
  );
}

/** Redo the edit just undone: an arrow turning forward. */
export function RedoIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
    </Icon24>
  );
}
