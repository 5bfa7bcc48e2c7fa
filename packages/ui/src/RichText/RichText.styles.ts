import styled from 'styled-components';
import {
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';

export const Root = styled.div`
  max-inline-size: ${component.documentMaxWidth};
  font-family: ${fontFamily.body};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  color: ${color.text};
  overflow-wrap: break-word;

  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child {
    margin-block-end: 0;
  }

  p,
  ul,
  ol,
  blockquote,
  pre,
  table,
  figure {
    margin-block: 0 ${space[4]};
  }

  h2,
  h3,
  h4,
  h5,
  h6 {
    margin-block: ${space[6]} ${space[3]};
    font-weight: ${fontWeight.semibold};
    line-height: ${lineHeight.tight};
  }
  h2 {
    font-size: ${fontSize.xl};
  }
  h3 {
    font-size: ${fontSize.lg};
  }
  h4,
  h5,
  h6 {
    font-size: ${fontSize.md};
  }

  ul,
  ol {
    padding-inline-start: ${space[6]};
  }
  li + li {
    margin-block-start: ${space[1]};
  }

  a {
    color: ${color.primaryText};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
    border-radius: ${radius.sm};
  }

  strong,
  b {
    font-weight: ${fontWeight.semibold};
  }

  blockquote {
    padding: ${space[3]} ${space[4]};
    border-inline-start: 4px solid ${color.primaryBorder};
    background: ${color.surfaceSunken};
    border-radius: ${radius.sm};
  }
  blockquote > :last-child {
    margin-block-end: 0;
  }

  img,
  video {
    max-inline-size: 100%;
    block-size: auto;
    border-radius: ${radius.md};
  }
  figcaption {
    margin-block-start: ${space[2]};
    font-size: ${fontSize.sm};
    color: ${color.textMuted};
  }

  code,
  pre {
    font-family: ${fontFamily.mono};
    font-size: ${fontSize.sm};
  }
  code {
    padding: 0 ${space[1]};
    border-radius: ${radius.sm};
    background: ${color.surfaceSunken};
  }
  pre {
    overflow-x: auto;
    padding: ${space[3]} ${space[4]};
    border-radius: ${radius.md};
    background: ${color.surfaceSunken};
  }
  pre code {
    padding: 0;
    background: none;
  }

  /* Wide tables scroll sideways instead of pushing the page wider. */
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${fontSize.sm};
  }
  th,
  td {
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${color.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${color.surfaceSunken};
    font-weight: ${fontWeight.semibold};
  }

  hr {
    margin-block: ${space[6]};
    border: 0;
    border-block-start: 1px solid ${color.border};
  }
`;
