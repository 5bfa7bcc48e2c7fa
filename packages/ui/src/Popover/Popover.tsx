import type { ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { POPOVER } from '@ajar/tokens';
import { AriaLanguage } from '../internal/ariaStrings';
import { Box, Panel, Title, Trigger } from './Popover.styles';

/**
 * Where the popover sits against its trigger; `start`/`end` follow the reading direction.
 * Near a window edge it flips to the other side on its own.
 */
export type PopoverPlacement =
  'bottom' | 'bottom start' | 'bottom end' | 'top' | 'top start' | 'top end' | 'start' | 'end';

export interface PopoverProps {
  /** Content of the trigger button: a short text, or an icon with `triggerLabel`. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is an icon or a bare figure. */
  triggerLabel?: string;
  /**
   * Look of the trigger button.
   * @default 'secondary'
   */
  triggerVariant?: 'secondary' | 'ghost';
  /** Heading of the popover; it also names the dialog. Without it the trigger names it. */
  title?: ReactNode;
  /** What the popover shows: a note, a list of names, a few filter controls. */
  children: ReactNode;
  /** @default 'bottom start' */
  placement?: PopoverPlacement;
  /** Open state (controlled). Use with `onOpenChange`. */
  isOpen?: boolean;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes (trigger, Escape, outside click). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Class of the floating box. */
  className?: string;
}

/**
 * A small non-modal box anchored to a button: "who reacted", a help note, filter options.
 * Focus moves into it on open and back to the trigger on close; Escape and a click outside
 * close it. Built on react-aria's DialogTrigger, Popover and Dialog.
 */
export function Popover({
  trigger,
  triggerLabel,
  triggerVariant = 'secondary',
  title,
  children,
  placement = 'bottom start',
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
}: PopoverProps) {
  return (
    <AriaLanguage>
      <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <Trigger aria-label={triggerLabel} $variant={triggerVariant}>
          {trigger}
        </Trigger>
        <Box
          className={className}
          placement={placement}
          offset={POPOVER.offsetPx}
          containerPadding={POPOVER.viewportPaddingPx}
        >
          <Panel>
            {title != null && <Title slot="title">{title}</Title>}
            {children}
          </Panel>
        </Box>
      </DialogTrigger>
    </AriaLanguage>
  );
}
