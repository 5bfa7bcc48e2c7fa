import styled, { css } from 'styled-components';
import {
  breakpoint,
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import type { StepperOrientation, StepStatus } from './Stepper';

export const StepperRoot = styled.nav`
  container: ajar-stepper / inline-size;
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

const vertical = css`
  flex-direction: column;

  > li {
    flex-direction: row;
    gap: ${space[3]};
    padding-block-end: ${space[4]};
  }
  /* The line runs down from each marker to the next one. */
  > li:not(:last-child)::after {
    inset-block: ${component.stepperMarkerSize} 0;
    inset-inline-start: calc(${component.stepperMarkerSize} / 2 - 1px);
    inline-size: 2px;
    block-size: auto;
  }
`;

const horizontal = css`
  flex-direction: row;

  > li {
    flex: 1 1 0;
    flex-direction: column;
    gap: ${space[2]};
    padding-inline-end: ${space[2]};
  }
  /* The line runs across from each marker to the next one. */
  > li:not(:last-child)::after {
    inset-block-start: calc(${component.stepperMarkerSize} / 2 - 1px);
    inset-inline: calc(${component.stepperMarkerSize} + ${space[2]}) ${space[2]};
    block-size: 2px;
  }
`;

export const StepList = styled.ol<{ $orientation: StepperOrientation }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $orientation }) =>
    $orientation === 'vertical'
      ? vertical
      : $orientation === 'horizontal'
        ? horizontal
        : css`
            ${horizontal}
            @container ajar-stepper (width < ${breakpoint.md}px) {
              ${vertical}
            }
          `}
`;

export const StepItem = styled.li<{ $status: StepStatus }>`
  position: relative;
  display: flex;
  min-inline-size: 0;

  &::after {
    content: '';
    position: absolute;
    /* A done step's line is solid text colour; the rest stay the quiet border. */
    background: ${({ $status }) => ($status === 'complete' ? color.text : color.border)};
  }
`;

const markerLooks: Record<StepStatus, ReturnType<typeof css>> = {
  complete: css`
    border-color: ${color.text};
    background: ${color.text};
    color: ${color.surface};
  `,
  current: css`
    border-color: ${color.selected};
    background: ${color.selectedSubtle};
    color: ${color.onSelectedSubtle};
    /* A second ring: the current step stands out by shape, not only by colour. */
    box-shadow:
      0 0 0 2px ${color.surface},
      0 0 0 4px ${color.selected};
  `,
  upcoming: css`
    border-color: ${color.borderStrong};
    background: ${color.surface};
    color: ${color.textMuted};
  `,
  error: css`
    border-color: ${color.danger};
    background: ${color.dangerSubtle};
    color: ${color.danger};
  `,
};

export const Marker = styled.span<{ $status: StepStatus }>`
  position: relative;
  z-index: 1;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${component.stepperMarkerSize};
  block-size: ${component.stepperMarkerSize};
  border: 2px solid;
  border-radius: ${radius.pill};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  ${({ $status }) => markerLooks[$status]}

  svg {
    inline-size: 60%;
    block-size: 60%;
  }
`;

export const StepText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
  /* Centre the first line on the marker in the vertical layout. */
  padding-block-start: calc(
    (${component.stepperMarkerSize} - ${fontSize.md} * ${lineHeight.tight}) / 2
  );
`;

export const StepLabel = styled.span<{ $status: StepStatus }>`
  font-size: ${fontSize.md};
  line-height: ${lineHeight.tight};
  font-weight: ${({ $status }) => ($status === 'current' ? fontWeight.semibold : fontWeight.regular)};
  color: ${({ $status }) => ($status === 'upcoming' ? color.textMuted : color.text)};
  overflow-wrap: anywhere;
`;

export const StepDescription = styled.span`
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  color: ${color.textMuted};
  overflow-wrap: anywhere;
`;
