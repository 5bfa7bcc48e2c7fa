import styled from 'styled-components';
import { color, component, fontSize, fontWeight, space } from '@ajar/tokens';

/**
 * Medal colours from the semantic palette: gold from warning, silver from the muted text,
 * bronze halfway between warning and danger. The rank number and the hidden medal name
 * carry the meaning; colour only decorates.
 */
const medalColor = {
  1: color.warning,
  2: color.textMuted,
  3: `color-mix(in srgb, ${color.warning}, ${color.danger})`,
} as const;

export const MedalIcon = styled.svg<{ $rank: 1 | 2 | 3 }>`
  width: ${component.leaderboardMedalSize};
  height: ${component.leaderboardMedalSize};
  flex-shrink: 0;
  color: ${({ $rank }) => medalColor[$rank]};
`;

export const Rank = styled.span`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-weight: ${fontWeight.medium};
  font-variant-numeric: tabular-nums;
`;

/** Keeps the number aligned whether or not a medal precedes it. */
export const MedalSlot = styled.span`
  display: inline-flex;
  width: ${component.leaderboardMedalSize};
  flex-shrink: 0;
`;

export const Learner = styled.span`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-width: 0;
`;

export const LearnerText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Detail = styled.span`
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.regular};
  color: ${color.textMuted};
`;

export const Points = styled.span`
  font-variant-numeric: tabular-nums;
`;
