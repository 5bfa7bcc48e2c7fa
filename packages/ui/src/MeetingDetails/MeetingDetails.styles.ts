import styled from 'styled-components';
import { color, fontFamily, fontSize, lineHeight, radius, space } from '@ajar/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]} ${space[5]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  font-family: ${fontFamily.body};
`;

export const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[4]};
  padding-block-start: ${space[4]};
  border-block-start: 1px solid ${color.border};
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
  line-height: ${lineHeight.normal};
`;
