import styled, { css } from 'styled-components';
import { color, component, fontSize, fontWeight, lineHeight, space } from '@ajar/tokens';

/** The heading of a facts panel with its status badge beside it, wrapping on a phone. */
export const FactsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

export const FactsHeading = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

/** `stack`: one fact under another (a side panel); `grid`: as many columns as fit. */
export type FactsLayout = 'stack' | 'grid';

export const Facts = styled.dl<{ $layout: FactsLayout }>`
  margin: 0;
  ${({ $layout }) =>
    $layout === 'grid'
      ? css`
          display: grid;
          grid-template-columns: repeat(
            auto-fit,
            minmax(min(100%, ${component.layoutSidebarWidth}), 1fr)
          );
          gap: ${space[4]};
        `
      : css`
          display: flex;
          flex-direction: column;
          gap: ${space[3]};
        `}
`;

export const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};

  dt {
    display: flex;
    align-items: center;
    gap: ${space[2]};
    font-size: ${fontSize.sm};
    color: ${color.textMuted};
  }
  dt svg {
    inline-size: ${fontSize.md};
    block-size: ${fontSize.md};
    flex-shrink: 0;
  }
  dd {
    margin: 0;
    font-weight: ${fontWeight.medium};
    line-height: ${lineHeight.normal};
    overflow-wrap: anywhere;
  }
`;
