import styled from 'styled-components';
import { component } from '@ajar/tokens';
import { Badge } from '../Badge';

export const StyledBadge = styled(Badge)`
  svg {
    width: ${component.contentTypeIconSize};
    height: ${component.contentTypeIconSize};
    flex-shrink: 0;
  }
`;
