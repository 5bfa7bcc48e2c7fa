import { useState, type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { AccordionRoot } from '../Disclosure/Disclosure.styles';
import { DisclosurePanel, type DisclosureHeadingLevel } from '../Disclosure/DisclosurePanel';

export interface AccordionItem {
  /** Identifies the section in `value`, `defaultValue` and `onChange`. */
  value: string;
  /** Text of the section's header button. */
  title: ReactNode;
  /** What shows while the section is open. */
  content: ReactNode;
  /** A disabled section cannot be opened; arrow keys skip it. */
  isDisabled?: boolean;
}

export interface AccordionProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The sections, in order. */
  items: AccordionItem[];
  /**
   * Level of every section's heading, one below the heading the accordion sits under.
   * @default 3
   */
  headingLevel?: DisclosureHeadingLevel;
  /**
   * Opening a section closes the one that was open (a FAQ read one answer at a time).
   * @default false
   */
  isSingleOpen?: boolean;
  /** Open sections, when the caller owns the state (controlled). */
  value?: string[];
  /**
   * Sections open at first (uncontrolled).
   * @default []
   */
  defaultValue?: string[];
  /** Called with the open sections' values after each change. */
  onChange?: (value: string[]) => void;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves focus between the section headers (WAI-ARIA accordion's optional keys). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const step = KEY_STEPS[event.key];
  const root = event.currentTarget.closest('[data-accordion]');
  if (!step || !root) return;
  event.preventDefault();
  const triggers = Array.from(
    root.querySelectorAll<HTMLButtonElement>('[data-disclosure-trigger]:not(:disabled)'),
  );
  triggers[step(triggers.indexOf(event.currentTarget), triggers.length)]?.focus();
}

/**
 * Several sections, each under a heading with a button that shows and hides it (WAI-ARIA
 * accordion): course FAQs, a long settings page. Tab moves through the headers, arrows and
 * Home/End move between them; Enter or Space opens and closes.
 */
export function Accordion({
  items,
  headingLevel = 3,
  isSingleOpen = false,
  value,
  defaultValue = [],
  onChange,
  ref,
  ...rest
}: AccordionProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const open = value ?? ownValue;

  const toggle = (section: string) => {
    const next = open.includes(section)
      ? open.filter((v) => v !== section)
      : isSingleOpen
        ? [section]
        : [...open, section];
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };

  return (
    <AccordionRoot ref={ref} data-accordion="" {...rest}>
      {items.map((item) => (
        <div key={item.value} data-section="">
          <DisclosurePanel
            title={item.title}
            headingLevel={headingLevel}
            isDisabled={item.isDisabled}
            isExpanded={!item.isDisabled && open.includes(item.value)}
            onToggle={() => toggle(item.value)}
            onTriggerKeyDown={moveFocus}
          >
            {item.content}
          </DisclosurePanel>
        </div>
      ))}
    </AccordionRoot>
  );
}
