import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { RenderLink } from '../internal/link';
import { Icon24 } from '../internal/icons';
import {
  DisabledStep,
  Position,
  Reason,
  Root,
  Row,
  Slot,
  StepLabel,
  StepLink,
  StepText,
  StepTitle,
} from './LearnPager.styles';

export interface LearnPagerStep {
  /** Where the step leads. */
  href: string;
  /**
   * The direction in words, e.g. "Sebelumnya" / "Berikutnya". On phones previous shows only
   * its arrow; the words stay its accessible name.
   */
  label: string;
  /** The content it leads to, e.g. "Peran Pemimpin dalam Tim". Hidden (still read) on phones. */
  title?: string;
}

export interface LearnPagerNextStep extends LearnPagerStep {
  /** The next content cannot be opened yet (it is locked): no link, and `disabledReason` shows. */
  isDisabled?: boolean;
  /** Why the next content is not open, e.g. "Tandai materi ini selesai untuk lanjut". */
  disabledReason?: ReactNode;
}

export interface LearnPagerProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Name of the navigation landmark, e.g. "Navigasi materi". */
  label: string;
  /** The content before this one; none on the first. */
  previous?: LearnPagerStep;
  /** The content after this one; none on the last. */
  next?: LearnPagerNextStep;
  /** Where the learner is, between the two, e.g. "Materi 3 dari 14". */
  position?: ReactNode;
  /**
   * Renders the links with the app's router link.
   * @default a plain `<a>`
   */
  renderLink?: RenderLink;
  /** Forwarded to the `<nav>`. */
  ref?: Ref<HTMLElement>;
}

const ArrowIcon = ({ isBack }: { isBack?: boolean }) => (
  <Icon24>
    <path d={isBack ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
  </Icon24>
);

function StepContent({ step, isBack }: { step: LearnPagerStep; isBack?: boolean }) {
  return (
    <>
      {isBack && <ArrowIcon isBack />}
      <StepText $isEnd={!isBack}>
        <StepLabel $isBack={Boolean(isBack)}>{step.label}</StepLabel>
        {step.title && <StepTitle>{step.title}</StepTitle>}
      </StepText>
      {!isBack && <ArrowIcon />}
    </>
  );
}

/**
 * Previous and next in a course player, with where the learner is between them. A next
 * content that is still locked shows as unavailable, with the reason under the bar.
 */
export function LearnPager({
  label,
  previous,
  next,
  position,
  renderLink,
  ...rest
}: LearnPagerProps) {
  const reasonId = useId();
  const isNextBlocked = next?.isDisabled === true;
  const hasReason = isNextBlocked && Boolean(next.disabledReason);
  return (
    <Root aria-label={label} {...rest}>
      <Row>
        <Slot $align="start">
          {previous && (
            <StepLink href={previous.href} renderLink={renderLink} $variant="secondary">
              <StepContent step={previous} isBack />
            </StepLink>
          )}
        </Slot>
        {position && <Position>{position}</Position>}
        <Slot $align="end">
          {next &&
            (isNextBlocked ? (
              <DisabledStep
                role="link"
                aria-disabled="true"
                aria-describedby={hasReason ? reasonId : undefined}
              >
                <StepContent step={next} />
              </DisabledStep>
            ) : (
              <StepLink href={next.href} renderLink={renderLink} $variant="primary">
                <StepContent step={next} />
              </StepLink>
            ))}
        </Slot>
      </Row>
      {hasReason && <Reason id={reasonId}>{next.disabledReason}</Reason>}
    </Root>
  );
}
