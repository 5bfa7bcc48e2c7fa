import styled from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, space } from '@ajar/tokens';

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin-block: ${space[4]} ${space[6]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${fontSize['3xl']};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
  /* Focused by the app after a navigation, so screen readers announce the new page. */
  &:focus {
    outline: none;
  }
`;

export const Description = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin-block-start: ${space[2]};
`;
