import { useId, type ReactNode } from 'react';
import type { RenderLink } from '../internal/link';
import { Icon, ItemList, Section, SectionTitle } from './MemberLayout.styles';

export interface MemberNavItem {
  /** Text of the link. */
  label: ReactNode;
  /** Where it goes. */
  href: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Marks the page being shown (`aria-current="page"`). */
  isCurrent?: boolean;
}

export interface MemberNavSection {
  /** Stable key: `learning`, `team`, `group`, `account`, or the app's own. */
  id: 'learning' | 'team' | 'group' | 'account' | (string & {});
  /** Heading of the section, e.g. "Belajar". */
  title: string;
  items: MemberNavItem[];
}

interface MemberNavProps {
  sections: MemberNavSection[];
  label: string;
  renderLink: RenderLink;
  /** Level of the section headings: 2 in the sidebar, 3 under the drawer's title. */
  headingLevel: 2 | 3;
}

/** The member navigation: one headed list of links per section. */
export function MemberNav({ sections, label, renderLink, headingLevel }: MemberNavProps) {
  const id = useId();
  return (
    <nav aria-label={label}>
      {sections.map((section, index) => {
        const headingId = `${id}-${index}`;
        return (
          <Section key={section.id}>
            <SectionTitle as={`h${headingLevel}`} id={headingId}>
              {section.title}
            </SectionTitle>
            <ItemList aria-labelledby={headingId}>
              {section.items.map((item) => (
                <li key={item.href}>
                  {renderLink({
                    href: item.href,
                    'aria-current': item.isCurrent ? 'page' : undefined,
                    children: (
                      <>
                        {item.icon && <Icon aria-hidden="true">{item.icon}</Icon>}
                        {item.label}
                      </>
                    ),
                  })}
                </li>
              ))}
            </ItemList>
          </Section>
        );
      })}
    </nav>
  );
}
