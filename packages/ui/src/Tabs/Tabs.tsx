import {
  useId,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Tab, TabLabel, TabList, TabPanel } from './Tabs.styles';

export interface TabItem {
  /** Identifies the tab in `value`, `defaultValue` and `onChange`. */
  value: string;
  /** Text of the tab. */
  label: ReactNode;
  /** Shown in the panel while the tab is selected. */
  content: ReactNode;
  /** A disabled tab is shown but cannot be selected; arrow keys skip it. */
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The tabs, in order. */
  items: TabItem[];
  /** Selected tab, when the caller owns the state (controlled). */
  value?: string;
  /**
   * Initially selected tab when uncontrolled.
   * @default the first enabled tab
   */
  defaultValue?: string;
  /** Called with the tab's `value` when the person selects another tab. */
  onChange?: (value: string) => void;
  /** Names the tab list for screen readers, e.g. "Bagian kursus". */
  label?: string;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the Tab order, followed by its panel.
 */
export function Tabs({ items, value, defaultValue, onChange, label, ref, ...rest }: TabsProps) {
  const id = useId();
  const enabled = items.filter((item) => !item.isDisabled);
  const [ownValue, setOwnValue] = useState(defaultValue ?? enabled[0]?.value);
  const requested = value ?? ownValue;
  const selected = enabled.some((item) => item.value === requested) ? requested : enabled[0]?.value;

  const select = (next: string) => {
    if (value === undefined) setOwnValue(next);
    if (next !== selected) onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step || enabled.length === 0) return;
    event.preventDefault();
    const tabs = Array.from(
      event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>(
        '[role="tab"]:not(:disabled)',
      ) ?? [],
    );
    const next = tabs[step(tabs.indexOf(event.currentTarget), tabs.length)];
    if (!next?.dataset.value) return;
    next.focus();
    select(next.dataset.value);
  };

  // Indexes, not values, in ids: a value may hold spaces.
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  return (
    <div ref={ref} {...rest}>
      <TabList role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <Tab
              key={item.value}
              type="button"
              role="tab"
              id={tabId(index)}
              data-value={item.value}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.isDisabled}
              onClick={() => select(item.value)}
              onKeyDown={onKeyDown}
            >
              <TabLabel>
                <span>{item.label}</span>
                <span aria-hidden="true">{item.label}</span>
              </TabLabel>
            </Tab>
          );
        })}
      </TabList>
      {items.map((item, index) => (
        <TabPanel
          key={item.value}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={item.value !== selected}
        >
          {item.content}
        </TabPanel>
      ))}
    </div>
  );
}
