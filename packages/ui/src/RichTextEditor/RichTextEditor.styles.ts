import styled, { css } from 'styled-components';
import {
  color,
  component,
  duration,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import { focusOutline } from '../internal/field/Field.styles';
import { Root as RichTextRoot } from '../RichText/RichText.styles';

/**
 * The box around toolbar and text, with the edge of a text field: `borderStrong` at rest, a
 * doubled `danger` edge with an error (the error text says it without colour), a focus ring
 * while the text or a toolbar button has focus.
 */
export const Frame = styled.div<{ $isInvalid: boolean; $isDisabled: boolean }>`
  border: 1px solid ${color.borderStrong};
  border-radius: ${component.inputRadius};
  background: ${({ $isDisabled }) => ($isDisabled ? color.surfaceSunken : color.surface)};
  color: ${({ $isDisabled }) => ($isDisabled ? color.textMuted : color.text)};

  &:focus-within {
    ${focusOutline}
  }
  ${({ $isInvalid }) =>
    $isInvalid &&
    css`
      border-color: ${color.danger};
      box-shadow: inset 0 0 0 1px ${color.danger};
    `}
`;

/** Buttons wrap onto a second row on a phone; the skeleton wraps the same way. */
export const ToolbarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]};
  padding: ${space[1]};
  border-block-end: 1px solid ${color.border};
`;

/** Related buttons together, a rule between groups. */
export const ToolGroup = styled.div`
  display: flex;
  gap: ${space[1]};

  & + & {
    padding-inline-start: ${space[1]};
    border-inline-start: 1px solid ${color.border};
  }
`;

/**
 * A format toggle. Pressed reads without colour: a sunken fill plus a `borderStrong` edge
 * (3:1), where a resting button has no edge.
 */
export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${component.buttonHeightSm};
  block-size: ${component.buttonHeightSm};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  cursor: pointer;

  svg {
    inline-size: ${component.iconButtonIconSize};
    block-size: ${component.iconButtonIconSize};
  }
  &:hover:not(:disabled, [aria-disabled='true']) {
    transition: background-color ${duration.fast};
    background: ${color.surfaceSunken};
  }
  &:focus-visible {
    ${focusOutline}
  }
  &[aria-pressed='true'] {
    border-color: ${color.borderStrong};
    background: ${color.surfaceSunken};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${color.textMuted};
  }
`;

/** The skeleton's stand-in for one button: the same box, so rows wrap alike. */
export const ToolSlot = styled.span`
  display: inline-flex;
  inline-size: ${component.buttonHeightSm};
  block-size: ${component.buttonHeightSm};
  padding: ${space[1]};
  border: 1px solid transparent;

  & > * {
    flex: 1;
  }
`;

/**
 * The editable text in the type of `RichText` (what readers will see), plus ProseMirror's base
 * rules. TipTap would inject those as a <style> element at run time; the editor is created
 * with `injectCSS: false` so no style is written outside the kit's own styles.
 */
export const Content = styled(RichTextRoot)`
  max-inline-size: none;

  .ProseMirror {
    position: relative;
    min-block-size: ${component.textAreaMinHeight};
    padding: ${space[2]} ${space[3]};
    outline: none;
    word-wrap: break-word;
    white-space: pre-wrap;
    white-space: break-spaces;
    font-variant-ligatures: none;
    font-feature-settings: 'liga' 0;
  }
  .ProseMirror > :first-child {
    margin-block-start: 0;
  }
  .ProseMirror > :last-child {
    margin-block-end: 0;
  }
  .ProseMirror [contenteditable='false'] {
    white-space: normal;
  }
  .ProseMirror [contenteditable='false'] [contenteditable='true'] {
    white-space: pre-wrap;
  }
  .ProseMirror pre {
    white-space: pre-wrap;
  }
  /* An image picked with the keyboard or the mouse shows it is the one Delete removes. */
  .ProseMirror img.ProseMirror-selectednode {
    outline: ${component.focusRingWidth} solid ${color.focusRing};
  }
  img.ProseMirror-separator {
    display: inline !important;
    inline-size: 0 !important;
    block-size: 0 !important;
    margin: 0 !important;
    border: none !important;
  }
  .ProseMirror-gapcursor {
    display: none;
    position: absolute;
    margin: 0;
    pointer-events: none;
  }
  .ProseMirror-gapcursor::after {
    content: '';
    display: block;
    position: absolute;
    inset-block-start: -2px;
    inline-size: ${space[5]};
    border-block-start: 1px solid ${color.text};
  }
  .ProseMirror-focused .ProseMirror-gapcursor {
    display: block;
  }
  .ProseMirror-hideselection *::selection {
    background: transparent;
  }
  .ProseMirror-hideselection * {
    caret-color: transparent;
  }

  /* The placeholder: TipTap marks the empty first paragraph with its text. */
  .ProseMirror p.is-editor-empty:first-child::before {
    content: attr(data-placeholder);
    float: inline-start;
    block-size: 0;
    color: ${color.textMuted};
    pointer-events: none;
  }
`;

/** Space the text takes before the editor has loaded: the same as an empty editor. */
export const ContentSlot = styled.div`
  min-block-size: ${component.textAreaMinHeight};
  padding: ${space[2]} ${space[3]};
`;

export const LinkPanel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[2]};
  padding: ${space[2]} ${space[3]};
  border-block-end: 1px solid ${color.border};

  & > :first-child {
    flex: 1 1 auto;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[2]};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
`;

export const Notice = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

/** Over the limit the count turns into an error line: an icon and words, not colour alone. */
export const Counter = styled.p<{ $isOver: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${space[1]};
  margin: 0;
  margin-inline-start: auto;
  text-align: end;
  font-weight: ${({ $isOver }) => ($isOver ? fontWeight.medium : fontWeight.regular)};
  color: ${({ $isOver }) => ($isOver ? color.danger : color.textMuted)};

  svg {
    flex: none;
    inline-size: ${component.fieldIconSize};
    block-size: ${component.fieldIconSize};
  }
`;

/** The names offered for "@…", under the text, full width. */
export const MentionPanel = styled.div`
  border-block-start: 1px solid ${color.border};
  padding: ${space[1]};
`;

export const MentionOptions = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A name. The highlight reads without colour: a sunken fill, a `borderStrong` edge and bold,
 * as a pressed toolbar button.
 */
export const MentionOption = styled.li`
  padding: ${space[1]} ${space[2]};
  border: 1px solid transparent;
  border-radius: ${radius.sm};
  cursor: pointer;

  &:hover {
    background: ${color.surfaceSunken};
  }
  &[aria-selected='true'] {
    border-color: ${color.borderStrong};
    background: ${color.surfaceSunken};
    font-weight: ${fontWeight.semibold};
  }
`;

export const MentionNote = styled.p`
  margin: 0;
  padding: ${space[1]} ${space[2]};
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
`;
