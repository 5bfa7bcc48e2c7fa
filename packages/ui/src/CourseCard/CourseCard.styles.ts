import styled from 'styled-components';
import { space } from '@ajar/tokens';

import { coverBox } from '../internal/cardCover';

export { CardRoot as Root, CoverImage as Cover } from '../internal/cardCover';

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
`;

export const Progress = styled.div`
  margin-block-start: ${space[3]};
`;

export const LoadingCover = styled.div`
  ${coverBox}
`;
