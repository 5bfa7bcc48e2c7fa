import styled from 'styled-components';
import { breakpoint, color, lineHeight, radius, space } from '@ajar/tokens';

/**
 * Details beside the description from `md` of the component's own width (a container query),
 * stacked with the details first below it, so the action is near the top on a phone.
 */
export const Frame = styled.div`
  container: ajar-event-details / inline-size;
`;

export const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'details' 'about';
  gap: ${space[6]};
  align-items: start;
  color: ${color.text};

  @container ajar-event-details (width >= ${breakpoint.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    grid-template-areas: 'about details';
  }
`;

export const Panel = styled.section`
  grid-area: details;
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
`;

export const Action = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${space[2]};
  padding-block-start: ${space[4]};
  border-block-start: 1px solid ${color.border};

  /* Notes beside the action sit in the panel's rhythm, not the page's paragraph margins. */
  p {
    margin: 0;
  }
`;

export const About = styled.section`
  grid-area: about;
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

export const AboutText = styled.div`
  line-height: ${lineHeight.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
