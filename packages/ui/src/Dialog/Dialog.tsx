import { useId, type HTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';
import { useUiMessages } from '../messages';
import { CloseButton, Portal, useModalShell } from '../internal/overlay';
import {
  Backdrop,
  Body,
  Description,
  Footer,
  Header,
  HeaderText,
  Panel,
  Title,
} from './Dialog.styles';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Whether the dialog is shown. The dialog is controlled: the caller owns this state. */
  isOpen: boolean;
  /** Called when the person asks to close: Escape, the close button or the backdrop. */
  onClose: () => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** A sentence under the title, read out as the dialog's description. */
  description?: ReactNode;
  /** The dialog's content. */
  children?: ReactNode;
  /** Actions at the bottom, usually Buttons with the main action last. */
  footer?: ReactNode;
  /**
   * Whether a click on the backdrop closes the dialog. Escape and the close button always do.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Maximum width.
   * @default 'md'
   */
  size?: DialogSize;
  /**
   * Accessible name of the close button.
   * @default the built-in label (`dialogClose`: "Tutup" / "Close")
   */
  closeLabel?: string;
  /** Element focused on open instead of the first focusable one, e.g. the safe choice. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Forwarded to the dialog element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal dialog in a portal on `document.body`. Focus moves in on open and stays inside
 * until it closes, then returns to the element that opened it; the page behind does not
 * scroll.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  children,
  footer,
  isDismissable = true,
  size = 'md',
  closeLabel,
  initialFocusRef,
  ref,
  ...rest
}: DialogProps) {
  const { messages } = useUiMessages();
  const id = useId();
  const { setPanel, backdrop } = useModalShell({
    isOpen,
    onClose,
    isDismissable,
    initialFocusRef,
    ref,
  });

  if (!isOpen) return null;
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;

  return (
    <Portal>
      {/* Mouse convenience only: keyboard users close with Escape or the close button. */}
      <Backdrop {...backdrop}>
        <Panel
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          tabIndex={-1}
          $size={size}
          {...rest}
          ref={setPanel}
        >
          <Header>
            <HeaderText>
              <Title id={titleId}>{title}</Title>
              {description && <Description id={descriptionId}>{description}</Description>}
            </HeaderText>
            <CloseButton label={closeLabel ?? messages.dialogClose} onClick={onClose} />
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Backdrop>
    </Portal>
  );
}
