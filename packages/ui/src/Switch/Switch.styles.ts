import styled from 'styled-components';
import {
  color,
  component,
  duration,
  easing,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';

export const SwitchRoot = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[4]};
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const SwitchText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const SwitchLabel = styled.label<{ $isDisabled: boolean }>`
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.normal};
  overflow-wrap: anywhere;
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
`;

/**
 * Off: a `borderStrong` outline (3:1) with a grey thumb at the start. On: the tenant fill
 * with an `onPrimary` thumb at the end; the brand edge keeps a pale tenant's track visible.
 */
export const SwitchControl = styled.button`
  position: relative;
  flex: none;
  inline-size: ${component.switchTrackWidth};
  block-size: ${component.switchTrackHeight};
  margin: 0;
  /* The label's first line is taller than the track: centre on it. */
  margin-block-start: calc(
    (${fontSize.md} * ${lineHeight.normal} - ${component.switchTrackHeight}) / 2
  );
  padding: 0;
  border: 2px solid ${color.borderStrong};
  border-radius: ${radius.pill};
  background: ${color.surface};
  cursor: pointer;

  &[aria-checked='true'] {
    border-color: ${color.primaryBorder};
    background: ${color.primaryFill};
  }
  &:hover:not(:disabled) {
    transition: border-color ${duration.fast};
    border-color: ${color.text};
  }
  &[aria-checked='true']:hover:not(:disabled) {
    background: ${color.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Thumb = styled.span`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-start: 1px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${component.switchThumbSize};
  block-size: ${component.switchThumbSize};
  border-radius: ${radius.pill};
  background: ${color.borderStrong};
  color: ${color.surface};
  transform: translateY(-50%);
  /* Only the position moves: a tenant colour change never animates. */
  transition: inset-inline-start ${duration.fast} ${easing.standard};

  svg {
    inline-size: 75%;
    block-size: 75%;
  }

  [aria-checked='true'] > & {
    /* Track width minus its 2px edges, the thumb and this 1px inset. */
    inset-inline-start: calc(
      ${component.switchTrackWidth} - 4px - ${component.switchThumbSize} - 1px
    );
    background: ${color.onPrimary};
    color: ${color.primaryFill};
  }
`;
