import styled, { css } from 'styled-components';
import {
  color,
  component,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import { StretchedLink } from '../internal/link/stretchedLink';
import type { CourseContentStatus } from './CourseOutline';

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  font-family: ${fontFamily.body};
`;

export const SectionItem = styled.div`
  & + & {
    border-block-start: 1px solid ${color.border};
  }
`;

export const SectionHeading = styled.h3`
  margin: 0;
  font-size: ${fontSize.md};
  line-height: ${lineHeight.tight};
`;

export const ToggleButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  width: 100%;
  padding: ${space[3]} ${space[4]};
  border: 0;
  background: ${color.surfaceSunken};
  color: inherit;
  font: inherit;
  font-weight: ${fontWeight.semibold};
  text-align: start;
  cursor: pointer;

  &:hover {
    transition: background-color ${duration.fast};
    background: ${color.border};
  }
  ${focusRing}

  svg {
    width: ${component.courseOutlineChevronSize};
    height: ${component.courseOutlineChevronSize};
    flex-shrink: 0;
    transition: transform ${duration.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

export const SectionTitle = styled.span`
  flex: 1;
  min-width: 0;
`;

export const SectionCount = styled.span`
  flex-shrink: 0;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.regular};
  color: ${color.textMuted};
`;

export const ContentList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const statusColor = {
  locked: color.textMuted,
  available: color.textMuted,
  inProgress: color.info,
  done: color.success,
} satisfies Record<CourseContentStatus, string>;

/** Text colours readable on the surface; the quiet states keep the row's colour. */
const statusTextColor = {
  locked: 'inherit',
  available: 'inherit',
  inProgress: color.info,
  done: color.success,
} satisfies Record<CourseContentStatus, string>;

export const ContentRow = styled.li<{ $isCurrent: boolean; $isLocked: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]} ${space[3]} ${space[6]};
  border-block-start: 1px solid ${color.border};
  font-size: ${fontSize.sm};

  ${({ $isCurrent }) =>
    $isCurrent &&
    css`
      background: ${color.primarySubtle};
      color: ${color.onPrimarySubtle};
      font-weight: ${fontWeight.medium};
      /* A bar on the leading edge: the current step does not rely on the tint alone. */
      box-shadow: inset 4px 0 0 ${color.primaryBorder};
    `}
  ${({ $isLocked }) =>
    $isLocked &&
    css`
      color: ${color.textMuted};
    `}
  &:has(${StretchedLink}:hover) {
    transition: background-color ${duration.fast};
    background: ${color.surfaceSunken};
  }
  &:has(${StretchedLink}:focus-visible) {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export const StatusIconCell = styled.span<{ $status: CourseContentStatus }>`
  display: flex;
  color: ${({ $status }) => statusColor[$status]};

  svg {
    width: ${component.courseOutlineStatusIconSize};
    height: ${component.courseOutlineStatusIconSize};
  }
`;

/** On the current row's brand tint the status takes the row's readable text colour. */
export const StatusText = styled.span<{ $status: CourseContentStatus; $isCurrent: boolean }>`
  white-space: nowrap;
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.medium};
  line-height: ${component.courseOutlineStatusIconSize};
  color: ${({ $status, $isCurrent }) => ($isCurrent ? 'inherit' : statusTextColor[$status])};
`;

export const Details = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-width: 0;
  line-height: ${lineHeight.normal};
`;

export const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  font-weight: ${fontWeight.regular};
  color: ${color.textMuted};
`;

/** The content's link covers its row, so the whole row is the click target. */
export const ContentLink = styled(StretchedLink)`
  color: inherit;
  font-weight: ${fontWeight.medium};
`;

export const ContentTitle = styled.span``;

export const LockedTitle = styled.span`
  cursor: not-allowed;
`;
