import styled from 'styled-components';
import { Card } from '../Card';
import { stretchedCard } from '../internal/link/stretchedLink';

export const Root = styled(Card)<{ $hasLink: boolean }>`
  height: 100%;
  ${({ $hasLink }) => $hasLink && stretchedCard}
`;
