import styled from 'styled-components';
import {
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
} from '@ajar/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[3]};
  max-width: ${component.emptyStateMaxWidth};
  margin-inline: auto;
  padding: ${space[8]} ${space[4]};
  text-align: center;
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const Icon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${component.emptyStateIconSize};
  height: ${component.emptyStateIconSize};
  color: ${color.textMuted};

  & > svg,
  & > img {
    max-width: 100%;
    max-height: 100%;
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

export const Description = styled.div`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
  line-height: ${lineHeight.normal};
`;

export const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[2]};
  margin-block-start: ${space[2]};
`;
