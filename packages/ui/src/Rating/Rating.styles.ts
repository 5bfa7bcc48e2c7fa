import styled, { css } from 'styled-components';
import { color, component, fontFamily, fontSize, lineHeight, space } from '@ajar/tokens';
import { Legend } from '../internal/field';
import { visuallyHidden } from '../internal/a11y';

export const RatingFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const RatingLegend = styled(Legend)`
  margin-block-end: 0;
`;

export const Stars = styled.div`
  display: flex;
  flex-wrap: wrap;
`;

/** The whole star is the radio's target: 32 px each, no gaps between them. */
export const StarLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${component.ratingStarSize};
  block-size: ${component.ratingStarSize};
  color: ${component.ratingStarColor};
  cursor: pointer;

  svg {
    inline-size: 80%;
    block-size: 80%;
  }
  fieldset:disabled & {
    cursor: not-allowed;
    color: ${color.textMuted};
  }
`;

export const StarInput = styled.input`
  ${visuallyHidden}

  &:focus-visible + svg {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
    border-radius: 2px;
  }
`;

export const RatingValueRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  font-family: ${fontFamily.body};
`;

export const StarTrack = styled.span`
  position: relative;
  display: inline-flex;
  color: ${component.ratingStarColor};
`;

export const StarRow = styled.span`
  display: inline-flex;
  overflow: hidden;

  svg {
    flex: none;
    inline-size: ${component.ratingStarSizeSm};
    block-size: ${component.ratingStarSizeSm};
  }
  &[data-filled] {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
  }
`;

export const ValueText = styled.span<{ $isHidden: boolean }>`
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  color: ${color.textMuted};
  ${({ $isHidden }) =>
    $isHidden &&
    css`
      ${visuallyHidden}
    `}
`;
