import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Section, SectionTitle } from './CourseOverview.styles';

export type CourseOverviewHeadingLevel = 2 | 3 | 4;

export interface CourseOverviewSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading, e.g. "Tentang kursus". */
  title: ReactNode;
  /**
   * Heading level of `title`, to fit the page outline.
   * @default 2
   */
  headingLevel?: CourseOverviewHeadingLevel;
  /** The section's content: paragraphs (line breaks kept), a CourseOutline, an EmptyState. */
  children?: ReactNode;
  /** Forwarded to the `<section>`. */
  ref?: Ref<HTMLElement>;
}

/** A titled part of the main column of `CourseOverview`, named by its heading. */
export function CourseOverviewSection({
  title,
  headingLevel = 2,
  children,
  ...rest
}: CourseOverviewSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} {...rest}>
      <SectionTitle id={headingId} as={`h${headingLevel}`}>
        {title}
      </SectionTitle>
      {children}
    </Section>
  );
}
