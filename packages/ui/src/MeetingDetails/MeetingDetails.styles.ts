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

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${component.layoutSidebarWidth}), 1fr));
  gap: ${space[4]};
  margin: 0;
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
    font-weight: ${fontWeight.semibold};
    line-height: ${lineHeight.normal};
    overflow-wrap: anywhere;
  }
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
