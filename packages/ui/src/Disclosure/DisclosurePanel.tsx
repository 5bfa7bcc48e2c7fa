import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '../internal/icons';
import { Panel, Trigger, TriggerHeading, TriggerTitle } from './Disclosure.styles';

/** Levels a disclosure's heading may take inside a page that already has its `<h1>`. */
export type DisclosureHeadingLevel = 2 | 3 | 4 | 5 | 6;

interface DisclosurePanelProps {
  title: ReactNode;
  children: ReactNode;
  isExpanded: boolean;
  onToggle: () => void;
  headingLevel?: DisclosureHeadingLevel | undefined;
  isDisabled?: boolean | undefined;
  onTriggerKeyDown?: ((event: KeyboardEvent<HTMLButtonElement>) => void) | undefined;
}

/**
 * One header button (inside a heading when a level is given) and the region it shows and
 * hides: the WAI-ARIA disclosure, and one section of an accordion. Internal to Disclosure
 * and Accordion.
 */
export function DisclosurePanel({
  title,
  children,
  isExpanded,
  onToggle,
  headingLevel,
  isDisabled,
  onTriggerKeyDown,
}: DisclosurePanelProps) {
  const id = useId();
  const trigger = (
    <Trigger
      type="button"
      id={`${id}trigger`}
      aria-expanded={isExpanded}
      aria-controls={`${id}panel`}
      disabled={isDisabled}
      onClick={onToggle}
      onKeyDown={onTriggerKeyDown}
      data-disclosure-trigger=""
    >
      <TriggerTitle>{title}</TriggerTitle>
      <ChevronDownIcon />
    </Trigger>
  );
  return (
    <>
      {headingLevel ? <TriggerHeading as={`h${headingLevel}`}>{trigger}</TriggerHeading> : trigger}
      <Panel
        id={`${id}panel`}
        role={headingLevel ? 'region' : undefined}
        aria-labelledby={`${id}trigger`}
        hidden={!isExpanded}
      >
        {children}
      </Panel>
    </>
  );
}
