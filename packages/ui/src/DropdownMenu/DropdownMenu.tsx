import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button, type ButtonVariant } from '../Button';
import { assignRef } from '../internal/overlay';
import { renderAnchor, type RenderLink } from '../internal/link';
import { Chevron, Item, LinkItem, Menu, Root } from './DropdownMenu.styles';

export type DropdownMenuAlign = 'start' | 'end';

export interface DropdownMenuItem {
  /** Stable key of the item. */
  id: string;
  /** Text of the item. */
  label: ReactNode;
  /** Makes the item a link to this address. */
  href?: string;
  /** Makes the item an action; called when it is chosen. The menu then closes. */
  onSelect?: () => void;
  /** Shown but not choosable; arrow keys skip it. */
  isDisabled?: boolean;
  /** Decorative icon before the label. */
  icon?: ReactNode;
}

export interface DropdownMenuProps {
  /** Content of the button that opens the menu, e.g. the user's name. */
  label: ReactNode;
  /** Accessible name of the button when `label` is not text (an avatar, an icon). */
  triggerLabel?: string;
  /** The menu's items, in order. */
  items: DropdownMenuItem[];
  /**
   * Which edge of the button the menu lines up with; `end` for a menu at the end of a header.
   * @default 'start'
   */
  align?: DropdownMenuAlign;
  /**
   * Look of the button.
   * @default 'secondary'
   */
  triggerVariant?: ButtonVariant;
  /**
   * Renders link items, e.g. with the app router's Link.
   * @default a plain `<a>`
   */
  renderLink?: RenderLink;
  /** Class of the root element. */
  className?: string;
  /** Forwarded to the button that opens the menu. */
  ref?: Ref<HTMLButtonElement>;
}

const ENABLED_ITEM = '[role="menuitem"]:not([aria-disabled="true"])';
type FocusTarget = 'first' | 'last';

/**
 * A button that opens a menu of links and actions (WAI-ARIA menu button). Arrow keys, Home
 * and End move between enabled items; Enter or Space chooses; Escape closes and returns
 * focus to the button; a click outside closes.
 */
export function DropdownMenu({
  label,
  triggerLabel,
  items,
  align = 'start',
  triggerVariant = 'secondary',
  renderLink = renderAnchor,
  className,
  ref,
}: DropdownMenuProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<FocusTarget>('first');

  const enabledItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ENABLED_ITEM) ?? []);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const setTrigger = useCallback(
    (node: HTMLButtonElement | null) => {
      triggerRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const open = (target: FocusTarget) => {
    focusOnOpen.current = target;
    setIsOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const list = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ENABLED_ITEM) ?? []);
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setIsOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = enabledItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      list[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Space activates buttons natively, but not links.
      event.preventDefault();
      event.target.click();
    }
  };

  const choose = (item: DropdownMenuItem) => {
    item.onSelect?.();
    close(true);
  };
  // A followed link leaves focus to the page it opens.
  const follow = (item: DropdownMenuItem) => {
    item.onSelect?.();
    setIsOpen(false);
  };

  return (
    <Root ref={rootRef} className={className}>
      <Button
        ref={setTrigger}
        id={id}
        variant={triggerVariant}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-menu` : undefined}
        onClick={() => (isOpen ? close(false) : open('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <Chevron viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </Chevron>
      </Button>
      {isOpen && (
        <Menu
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={id}
          $align={align}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) =>
            item.href && !item.isDisabled ? (
              <LinkItem key={item.id} role="none">
                {renderLink({
                  href: item.href,
                  role: 'menuitem',
                  tabIndex: -1,
                  onClick: () => follow(item),
                  children: (
                    <>
                      {item.icon}
                      {item.label}
                    </>
                  ),
                })}
              </LinkItem>
            ) : (
              <li key={item.id} role="none">
                <Item
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-disabled={item.isDisabled || undefined}
                  onClick={() => !item.isDisabled && choose(item)}
                >
                  {item.icon}
                  {item.label}
                </Item>
              </li>
            ),
          )}
        </Menu>
      )}
    </Root>
  );
}
