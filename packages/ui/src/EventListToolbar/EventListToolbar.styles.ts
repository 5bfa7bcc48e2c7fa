import styled from 'styled-components';
import { space } from '@ajar/tokens';

export const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
  margin-block-end: ${space[4]};

  /* Filters keep their natural width instead of spanning the page. */
  & > * {
    flex: 0 1 auto;
    min-width: 0;
  }
`;
