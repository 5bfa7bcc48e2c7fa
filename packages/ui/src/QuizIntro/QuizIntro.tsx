import { Fragment, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { CardHeadingLevel } from '../Card';
import { DetailList } from '../internal/meta/detailList';
import { Actions, Description, Notes, Root } from './QuizIntro.styles';

export interface QuizRule {
  /** What the rule is about, e.g. "Batas waktu". */
  label: string;
  /** The rule, e.g. "30 menit"; rules without a value are left out. */
  value?: ReactNode;
}

export interface QuizIntroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card, e.g. "Sebelum mulai". */
  title: ReactNode;
  /**
   * Heading level, to fit the page outline.
   * @default 2
   */
  headingLevel?: CardHeadingLevel;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The rules and the learner's standing: questions, time limit, attempts, pass mark, best score. */
  rules?: QuizRule[];
  /** Notes after the rules: an attempt in progress, no attempts left, how answers are kept. */
  children?: ReactNode;
  /** The main action (start, resume), or nothing when the quiz cannot be taken. */
  actions?: ReactNode;
  /** Forwarded to the `<section>`. */
  ref?: Ref<HTMLElement>;
}

/** What a learner reads before a quiz: its rules, their standing in it, and how to begin. */
export function QuizIntro({
  title,
  headingLevel = 2,
  description,
  rules = [],
  children,
  actions,
  ...rest
}: QuizIntroProps) {
  const shown = rules.filter((rule) => rule.value !== undefined && rule.value !== '');
  return (
    <Root
      // `as` would replace the Card itself; the Card renders this element.
      forwardedAs="section"
      title={title}
      headingLevel={headingLevel}
      header={description ? <Description>{description}</Description> : undefined}
      footer={actions ? <Actions>{actions}</Actions> : undefined}
      {...rest}
    >
      {shown.length > 0 && (
        <DetailList>
          {shown.map((rule) => (
            <Fragment key={rule.label}>
              <dt>{rule.label}</dt>
              <dd>{rule.value}</dd>
            </Fragment>
          ))}
        </DetailList>
      )}
      {children && <Notes>{children}</Notes>}
    </Root>
  );
}
