import type { HTMLAttributes, Ref } from 'react';
import { useUiMessages } from '../messages';
import { Segment, Track } from './RouteProgressBar.styles';

export interface RouteProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /**
   * Shows the bar while the next page loads; nothing is rendered otherwise.
   * @default false
   */
  isVisible?: boolean;
  /**
   * Accessible name of the progress bar.
   * @default the built-in `routeProgressLabel` label ("Memuat halaman" / "Loading page")
   */
  label?: string;
  /** Forwarded to the track `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A thin indeterminate bar fixed to the top of the window while a route loads. Its height
 * and speed come from component tokens; under reduced motion it stands still.
 */
export function RouteProgressBar({ isVisible = false, label, ...rest }: RouteProgressBarProps) {
  const { messages } = useUiMessages();
  if (!isVisible) return null;
  return (
    // No aria-valuenow: the progress is indeterminate.
    <Track
      role="progressbar"
      aria-label={label ?? messages.routeProgressLabel}
      aria-busy="true"
      {...rest}
    >
      <Segment />
    </Track>
  );
}
