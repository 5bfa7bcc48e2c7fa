import styled from 'styled-components';
import { color, component, fontSize, lineHeight, space } from '@ajar/tokens';
import { minTarget } from '../internal/a11y';

export const Header = styled.header`
  display: flex;
  justify-content: center;
  align-items: center;
  min-block-size: ${component.layoutHeaderHeight};
  padding-inline: ${space[4]};
  border-block-end: 1px solid ${color.border};
`;

export const Main = styled.main`
  flex: 1;
  inline-size: 100%;
  max-inline-size: ${component.documentMaxWidth};
  margin-inline: auto;
  padding: ${space[8]} ${space[4]};

  &:focus {
    outline: none;
  }
`;

export const Title = styled.h1`
  margin: 0 0 ${space[6]};
  font-size: ${fontSize['3xl']};
  line-height: ${lineHeight.tight};
`;

export const Footer = styled.footer`
  padding: ${space[6]} ${space[4]};
  border-block-start: 1px solid ${color.border};
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
  text-align: center;

  /* Footer links sit in a row of short words: each needs a 24 px target of its own. */
  a,
  button {
    ${minTarget}
  }
`;
