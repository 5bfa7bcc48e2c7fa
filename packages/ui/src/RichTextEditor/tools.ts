import type { ComponentType } from 'react';
import type { EditorMessageKey } from '../messages';
import {
  BoldIcon,
  BulletListIcon,
  ImageIcon,
  CodeBlockIcon,
  CodeIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  QuoteIcon,
  RedoIcon,
  UndoIcon,
  type IconProps,
} from '../internal/icons';

export type ToolName =
  | 'bold'
  | 'italic'
  | 'code'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'codeBlock'
  | 'link'
  | 'image'
  | 'undo'
  | 'redo';

export interface Tool {
  name: ToolName;
  label: EditorMessageKey;
  Icon: ComponentType<IconProps>;
  /** The key with Ctrl (Cmd on a Mac), shown in the tooltip and `aria-keyshortcuts`. */
  shortcut?: string;
  /** A format that is on or off where the cursor is (`aria-pressed`); else a command. */
  isToggle: boolean;
}

/**
 * The toolbar in groups: marks within a line, blocks, the link and image, history. Shared by the editor
 * and its loading skeleton, so both wrap onto the same rows.
 */
export const toolGroups: Tool[][] = [
  [
    { name: 'bold', label: 'editorBold', Icon: BoldIcon, shortcut: 'B', isToggle: true },
    { name: 'italic', label: 'editorItalic', Icon: ItalicIcon, shortcut: 'I', isToggle: true },
    { name: 'code', label: 'editorCode', Icon: CodeIcon, shortcut: 'E', isToggle: true },
  ],
  [
    { name: 'bulletList', label: 'editorBulletList', Icon: BulletListIcon, isToggle: true },
    { name: 'orderedList', label: 'editorOrderedList', Icon: NumberedListIcon, isToggle: true },
    { name: 'blockquote', label: 'editorQuote', Icon: QuoteIcon, isToggle: true },
    { name: 'codeBlock', label: 'editorCodeBlock', Icon: CodeBlockIcon, isToggle: true },
  ],
  [
    { name: 'link', label: 'editorLink', Icon: LinkIcon, shortcut: 'K', isToggle: true },
    { name: 'image', label: 'editorImage', Icon: ImageIcon, isToggle: false },
  ],
  [
    { name: 'undo', label: 'editorUndo', Icon: UndoIcon, shortcut: 'Z', isToggle: false },
    { name: 'redo', label: 'editorRedo', Icon: RedoIcon, shortcut: 'Shift+Z', isToggle: false },
  ],
];
