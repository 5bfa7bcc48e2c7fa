import styled from 'styled-components';
import { color, component, fontSize, space } from '@ajar/tokens';

export const Wrapper = styled.div<{ $isFullScreen: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[4]};
  width: 100%;
  height: 100%;
  /* dvh: the visible window height, also on mobile browsers with a moving toolbar. */
  min-height: ${({ $isFullScreen }) =>
    $isFullScreen ? '100dvh' : component.loadingScreenMinHeight};
  padding: ${space[6]};
  color: ${color.textMuted};
  font-size: ${fontSize.md};
  text-align: center;
`;

export const SpinnerColor = styled.span`
  display: flex;
  color: ${color.primaryText};
`;

export const Text = styled.p`
  margin: 0;
`;
