import styled from 'styled-components';
import { color, component, fontSize, fontWeight, lineHeight, radius, space } from '@ajar/tokens';

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  max-width: ${component.questionCardMaxWidth};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

/** The author's explanation, set apart from the answers. */
export const Explanation = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[3]} ${space[4]};
  border-inline-start: 2px solid ${color.info};
  border-radius: ${radius.md};
  background: ${color.surfaceSunken};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};

  p {
    margin: 0;
  }
`;

export const ExplanationLabel = styled.p`
  font-weight: ${fontWeight.medium};
`;
