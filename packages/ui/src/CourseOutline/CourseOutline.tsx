import { useState, type HTMLAttributes, type Ref } from 'react';
import type { DrawnContentType } from '../ContentTypeBadge/contentTypes';
import type { RenderLink } from '../internal/link/link';
import { Root } from './CourseOutline.styles';
import { OutlineSection } from './OutlineSection';

export type CourseContentStatus = 'locked' | 'available' | 'inProgress' | 'done';
export type OutlineHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CourseOutlineContent {
  id: string;
  title: string;
  type: DrawnContentType;
  status: CourseContentStatus;
  /** Expected time in minutes, shown as "15 menit". */
  durationMinutes?: number;
  /** Opens the content; ignored while it is locked. */
  href?: string;
}

export interface CourseOutlineSection {
  id: string;
  title: string;
  contents: CourseOutlineContent[];
}

export interface CourseOutlineProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The course's sections (modules, meetings), each with its contents in order. */
  sections: CourseOutlineSection[];
  /** The content the learner is on: marked `aria-current="step"`, its section open. */
  currentContentId?: string;
  /** Open sections (controlled). */
  expandedSectionIds?: string[];
  /**
   * Sections open at first (uncontrolled).
   * @default the section of `currentContentId`, else the first section
   */
  defaultExpandedSectionIds?: string[];
  /** Called with the open sections after a section is opened or closed. */
  onExpandedChange?: (expandedSectionIds: string[]) => void;
  /**
   * Heading level of the section titles, to fit the page outline.
   * @default 3
   */
  headingLevel?: OutlineHeadingLevel;
  /** Renders content links with the app's router link instead of `<a>`. */
  renderLink?: RenderLink;
  /** Forwarded to the outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

function initialOpen(sections: CourseOutlineSection[], currentContentId?: string): string[] {
  const current = sections.find((s) => s.contents.some((c) => c.id === currentContentId));
  const first = current ?? sections[0];
  return first ? [first.id] : [];
}

/**
 * A course's table of contents: collapsible sections listing each content with its type,
 * status and duration; locked contents are shown but not links.
 */
export function CourseOutline({
  sections,
  currentContentId,
  expandedSectionIds,
  defaultExpandedSectionIds,
  onExpandedChange,
  headingLevel = 3,
  renderLink,
  ...rest
}: CourseOutlineProps) {
  const [ownOpen, setOwnOpen] = useState<string[]>(
    () => defaultExpandedSectionIds ?? initialOpen(sections, currentContentId),
  );
  const open = expandedSectionIds ?? ownOpen;

  const toggle = (id: string) => {
    const next = open.includes(id) ? open.filter((o) => o !== id) : [...open, id];
    if (expandedSectionIds === undefined) setOwnOpen(next);
    onExpandedChange?.(next);
  };

  return (
    <Root {...rest}>
      {sections.map((section) => (
        <OutlineSection
          key={section.id}
          section={section}
          isExpanded={open.includes(section.id)}
          onToggle={() => toggle(section.id)}
          currentContentId={currentContentId}
          headingLevel={headingLevel}
          renderLink={renderLink}
        />
      ))}
    </Root>
  );
}
