import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useUiMessages } from '../messages';
import { VisuallyHidden } from '../internal/a11y';
import { AlertIcon, CheckIcon } from '../internal/icons';
import { formatMessage } from '../internal/text';
import {
  Marker,
  StepDescription,
  StepItem,
  StepLabel,
  StepList,
  StepText,
  StepperRoot,
} from './Stepper.styles';

export type StepStatus = 'complete' | 'current' | 'upcoming' | 'error';
export type StepperOrientation = 'auto' | 'horizontal' | 'vertical';

export interface StepperStep {
  /** Name of the step, e.g. 'Data diri'. Long names wrap. */
  label: ReactNode;
  /** A line under the name: what the step holds, or what needs fixing. */
  description?: ReactNode;
  /** Where the person stands; exactly one step should be `current`. */
  status: StepStatus;
}

export interface StepperProps extends HTMLAttributes<HTMLElement> {
  /** The steps, in order. */
  steps: StepperStep[];
  /**
   * Side by side, one under another, or side by side only where the stepper is at least
   * `breakpoint.md` wide (its own width, not the window's).
   * @default 'auto'
   */
  orientation?: StepperOrientation;
  /**
   * Names the list for screen readers.
   * @default the built-in "Langkah" / "Steps"
   */
  label?: string;
  /** Forwarded to the `<nav>`. */
  ref?: Ref<HTMLElement>;
}

const STATUS_MESSAGE = {
  complete: 'stepperComplete',
  current: 'stepperCurrent',
  upcoming: 'stepperUpcoming',
  error: 'stepperError',
} as const;

/**
 * Where a person is in a wizard (registration, a course builder): numbered steps marked
 * complete (a check), current (`aria-current="step"`, a ring and bold name), upcoming or in
 * error (an alert sign). Each step's position and state are also read out in words.
 */
export function Stepper({ steps, orientation = 'auto', label, ref, ...rest }: StepperProps) {
  const { messages, locale } = useUiMessages();
  const number = new Intl.NumberFormat(locale);
  return (
    <StepperRoot ref={ref} aria-label={label ?? messages.stepperLabel} {...rest}>
      <StepList $orientation={orientation}>
        {steps.map((step, index) => (
          <StepItem
            key={index}
            $status={step.status}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <Marker $status={step.status} aria-hidden="true">
              {step.status === 'complete' ? (
                <CheckIcon />
              ) : step.status === 'error' ? (
                <AlertIcon />
              ) : (
                number.format(index + 1)
              )}
            </Marker>
            <StepText>
              <VisuallyHidden>
                {formatMessage(messages.stepperStepOf, {
                  step: number.format(index + 1),
                  total: number.format(steps.length),
                })}
                :{' '}
              </VisuallyHidden>
              <StepLabel $status={step.status}>{step.label}</StepLabel>
              <VisuallyHidden>, {messages[STATUS_MESSAGE[step.status]]}</VisuallyHidden>
              {step.description ? <StepDescription>{step.description}</StepDescription> : null}
            </StepText>
          </StepItem>
        ))}
      </StepList>
    </StepperRoot>
  );
}
