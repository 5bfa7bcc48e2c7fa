import styled from 'styled-components';
import { breakpoint, fontSize, fontWeight, lineHeight, space } from '@ajar/tokens';

/** Measures its own width, so the two columns appear only where there is room. */
export const Root = styled.div`
  container-type: inline-size;
`;

/** One column on a phone (summary first); main content beside the summary when wider. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[6]};
  align-items: start;

  @container (width >= ${breakpoint.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const Summary = styled.div`
  @container (width >= ${breakpoint.md}px) {
    grid-column: 2;
    grid-row: 1;
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[8]};
  min-width: 0;

  @container (width >= ${breakpoint.md}px) {
    grid-column: 1;
    grid-row: 1;
  }
`;

/** The main action spans the summary, an easy target on a phone. */
export const Action = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin-block-start: ${space[4]};

  & > a,
  & > button {
    inline-size: 100%;
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};

  p {
    margin: 0;
    white-space: pre-line;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;
