import styled, { keyframes } from 'styled-components';
import { component, easing } from '@ajar/tokens';

const turn = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Svg = styled.svg<{ $size: string }>`
  display: block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  animation: ${turn} ${component.spinnerTurn} ${easing.standard} infinite;

  /* The duration token is 0 under reduced motion already; a still arc is clearer. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SpinnerProps {
  /**
   * Width and height, a CSS length (token).
   * @default component.spinnerSize (1.25em, follows the text size)
   */
  size?: string;
  /** Extra class on the `<svg>`. */
  className?: string;
}

/**
 * A decorative spinning arc in `currentColor`. Always `aria-hidden`: the component that shows
 * it says "loading" in words (a label, `role="status"` or `aria-busy`).
 */
export function Spinner({ size = component.spinnerSize, className }: SpinnerProps) {
  return (
    <Svg
      $size={size}
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </Svg>
  );
}
