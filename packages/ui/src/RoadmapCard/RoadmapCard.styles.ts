import styled from 'styled-components';
import { space } from '@ajar/tokens';

import { coverBox } from '../internal/cardCover';

export {
  CardCount as Count,
  CardDescription as Description,
  CardRoot as Root,
} from '../internal/cardCover';

export const LoadingCover = styled.div`
  ${coverBox}
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;
