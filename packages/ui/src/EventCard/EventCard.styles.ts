import styled from 'styled-components';
import { Card } from '../Card';
import { stretchedCard } from '../CourseCard/shared/stretchedLink';

export const Root = styled(Card)<{ $hasLink: boolean }>`
  height: 100%;
  ${({ $hasLink }) => $hasLink && stretchedCard}
`;
