import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { DisclosureRoot } from './Disclosure.styles';
import { DisclosurePanel, type DisclosureHeadingLevel } from './DisclosurePanel';

export interface DisclosureProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Text of the button that shows and hides the content, e.g. 'Syarat kelulusan'. */
  title: ReactNode;
  /** What shows while expanded. */
  children: ReactNode;
  /** Whether it is open, when the caller owns the state (controlled). */
  isExpanded?: boolean;
  /**
   * Initially open (uncontrolled).
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called with the new state when the person opens or closes it. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /**
   * Wraps the button in a heading of this level, so the section is in the page's outline
   * and its content is a named region. Without it the button stands alone (a "show more").
   */
  headingLevel?: DisclosureHeadingLevel;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Content behind a button that shows and hides it (WAI-ARIA disclosure): details a person
 * may skip. For several sections in a row, use `Accordion`.
 */
export function Disclosure({
  title,
  children,
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  headingLevel,
  ref,
  ...rest
}: DisclosureProps) {
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const expanded = isExpanded ?? ownExpanded;
  return (
    <DisclosureRoot ref={ref} {...rest}>
      <DisclosurePanel
        title={title}
        headingLevel={headingLevel}
        isExpanded={expanded}
        onToggle={() => {
          if (isExpanded === undefined) setOwnExpanded(!expanded);
          onExpandedChange?.(!expanded);
        }}
      >
        {children}
      </DisclosurePanel>
    </DisclosureRoot>
  );
}
