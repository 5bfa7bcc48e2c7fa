import styled from 'styled-components';
import { space } from '@ajar/tokens';

export { CardRoot as Root } from '../internal/cardCover';

/** The status and member badges under the title, wrapping on a narrow card. */
export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
`;
