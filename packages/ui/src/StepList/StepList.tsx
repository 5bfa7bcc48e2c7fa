import { Children, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useUiMessages } from '../messages';
import { Content, Item, List, Marker, StepNumber } from './StepList.styles';

export interface StepListProps extends HTMLAttributes<HTMLOListElement> {
  /** The steps in order, e.g. the course cards of a roadmap; each becomes one list item. */
  children: ReactNode;
  /** Forwarded to the `<ol>`. */
  ref?: Ref<HTMLOListElement>;
}

/**
 * Things meant to be done in order (a roadmap's courses): an ordered list flowing through
 * as many columns as fit, each step under a numbered circle with a line on to the next.
 * Screen readers hear the list's own "1 of 4", so the drawn numbers are hidden from them.
 */
export function StepList({ children, ...rest }: StepListProps) {
  const { locale } = useUiMessages();
  const format = new Intl.NumberFormat(locale);
  const steps = Children.toArray(children).filter(isValidElement);
  return (
    // `list-style: none` drops list semantics in Safari; the role keeps them.
    <List role="list" {...rest}>
      {steps.map((step, index) => (
        <Item key={step.key ?? index}>
          <Marker aria-hidden="true">
            <StepNumber>{format.format(index + 1)}</StepNumber>
          </Marker>
          <Content>{step}</Content>
        </Item>
      ))}
    </List>
  );
}
