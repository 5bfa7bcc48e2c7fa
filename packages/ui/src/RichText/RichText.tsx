import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Root } from './RichText.styles';

export interface RichTextProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /**
   * HTML written by an author (a module's body). It must already be SANITISED by the caller:
   * the kit renders it as given.
   */
  html?: string;
  /** Or React content, styled the same way (used when there is no `html`). */
  children?: ReactNode;
  /** Forwarded to the `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Long-form text from a course author (paragraphs, headings, lists, quotes, tables, images,
 * code) in the kit's type and colours, at a comfortable reading measure.
 */
export function RichText({ html, children, ...rest }: RichTextProps) {
  if (html !== undefined) {
    // The caller sanitises: the prop documents that contract.
    return <Root {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <Root {...rest}>{children}</Root>;
}
