import styled from 'styled-components';
import { Card } from '../Card';
import { color, component, fontSize, lineHeight, space } from '@ajar/tokens';

export const Description = styled.p`
  margin: 0;
  color: ${color.textMuted};
  line-height: ${lineHeight.normal};
`;

/** Notes read as paragraphs after the rules. */
export const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin-block-start: ${space[4]};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};

  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

/** As wide as a question, so the rules read like the quiz that follows. */
export const Root = styled(Card)`
  max-width: ${component.questionCardMaxWidth};
`;
