import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, component, fontSize, space } from '@ajar/tokens';
import { VisuallyHidden } from '../a11y';

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

const Item = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;

  dd {
    display: flex;
    align-items: center;
    gap: ${space[2]};
    margin: 0;
    min-width: 0;
  }
  svg {
    width: ${component.courseMetaIconSize};
    height: ${component.courseMetaIconSize};
    flex-shrink: 0;
  }
`;

export interface MetaEntry {
  /** What the value is, for screen readers ("Trainer"); the icon says it to the eye. */
  label: string;
  /** Decorative icon (aria-hidden). */
  icon: ReactNode;
  /** The value; entries without one are left out. */
  value: ReactNode;
}

/** Icon-and-value facts of a card (trainer, duration, place) as a description list. */
export function MetaList({ entries }: { entries: MetaEntry[] }) {
  const shown = entries.filter((entry) => entry.value !== undefined && entry.value !== '');
  if (shown.length === 0) return null;
  return (
    <List>
      {shown.map(({ label, icon, value }) => (
        <Item key={label}>
          <dt>
            <VisuallyHidden>{label}</VisuallyHidden>
          </dt>
          <dd>
            {icon}
            {value}
          </dd>
        </Item>
      ))}
    </List>
  );
}
