import { useId, type HTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';
import { useUiMessages } from '../messages';
import { CloseButton, Portal, useModalShell } from '../internal/overlay';
import { Backdrop, Body, Footer, Header, Panel, Title } from './Drawer.styles';

export type DrawerPlacement = 'start' | 'end';

export interface DrawerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Whether the drawer is shown. The drawer is controlled: the caller owns this state. */
  isOpen: boolean;
  /** Called when the person asks to close: Escape, the close button or the backdrop. */
  onClose: () => void;
  /** Heading of the drawer; also its accessible name. */
  title: ReactNode;
  /** The drawer's content, e.g. navigation. */
  children?: ReactNode;
  /** Content pinned to the bottom edge. */
  footer?: ReactNode;
  /**
   * The edge it slides in from: `start` is the left in a left-to-right language.
   * @default 'start'
   */
  placement?: DrawerPlacement;
  /**
   * Whether a click on the backdrop closes the drawer. Escape and the close button always do.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Accessible name of the close button.
   * @default the built-in label (`drawerClose`: "Tutup" / "Close")
   */
  closeLabel?: string;
  /** Element focused on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Forwarded to the drawer element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal panel sliding in from the start or end edge, in a portal on `document.body`.
 * It behaves like Dialog: focus is trapped while open and returns to the opener on close.
 */
export function Drawer({
  isOpen,
  onClose,
  title,
  children,
  footer,
  placement = 'start',
  isDismissable = true,
  closeLabel,
  initialFocusRef,
  ref,
  ...rest
}: DrawerProps) {
  const { messages } = useUiMessages();
  const titleId = `${useId()}-title`;
  const { setPanel, backdrop } = useModalShell({
    isOpen,
    onClose,
    isDismissable,
    initialFocusRef,
    ref,
  });

  if (!isOpen) return null;
  return (
    <Portal>
      {/* Mouse convenience only: keyboard users close with Escape or the close button. */}
      <Backdrop {...backdrop}>
        <Panel
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $placement={placement}
          {...rest}
          ref={setPanel}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            <CloseButton label={closeLabel ?? messages.drawerClose} onClick={onClose} />
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Backdrop>
    </Portal>
  );
}
