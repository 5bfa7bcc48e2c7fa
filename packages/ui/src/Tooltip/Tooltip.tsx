import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { duration } from '@ajar/tokens';
import { Anchor, Bubble } from './Tooltip.styles';

export type TooltipPlacement = 'top' | 'bottom';

export interface TooltipProps {
  /** Short text describing the trigger; read out as the trigger's description. */
  content: ReactNode;
  /**
   * One focusable element (a button, a link); it receives `aria-describedby`. The tooltip
   * adds to its name, never replaces it: an icon-only button still needs an `aria-label`.
   */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /**
   * Side of the trigger it appears on.
   * @default 'top'
   */
  placement?: TooltipPlacement;
}

/** Wait before showing, so a pointer passing over the trigger does not flash the tooltip. */
const SHOW_DELAY_MS = Number.parseInt(duration.slow, 10);
/** Wait before hiding on pointer leave, so a small slip off the trigger keeps it. */
const HIDE_DELAY_MS = Number.parseInt(duration.fast, 10);

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A short description shown on hover and on keyboard focus of its trigger, after a short
 * delay. Escape and blur hide it (WCAG 1.4.13). Always in the DOM as the trigger's
 * description, so screen readers hear it without waiting.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [isVisible, setIsVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsVisible(next), delay);
  };
  const hideNow = () => {
    clearTimeout(timer.current);
    setIsVisible(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!isVisible) return;
    // Capture phase, first: Escape dismisses the tooltip and nothing else (an enclosing
    // dialog sees the key as handled and stays open).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      clearTimeout(timer.current);
      setIsVisible(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [isVisible]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <Anchor
      onPointerEnter={() => schedule(true, SHOW_DELAY_MS)}
      onPointerLeave={() => schedule(false, HIDE_DELAY_MS)}
      onFocus={(event: FocusEvent<HTMLSpanElement>) => {
        if (isKeyboardFocus(event.target)) schedule(true, SHOW_DELAY_MS);
      }}
      onBlur={hideNow}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <Bubble role="tooltip" id={id} hidden={!isVisible} $placement={placement}>
        {content}
      </Bubble>
    </Anchor>
  );
}
