import { useId, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useUiMessages } from '../messages';
import { FieldHint, hasHint } from '../internal/field';
import { VisuallyHidden } from '../internal/a11y';
import { formatMessage } from '../internal/text';
import { RatingFieldset, RatingLegend, StarInput, StarLabel, Stars } from './Rating.styles';
import { Star } from './Star';

export interface RatingProps {
  /** The question, also the radio group's name, e.g. 'Nilai kursus ini'. */
  label: ReactNode;
  /** A line under the label, read as the group's description. */
  hint?: ReactNode;
  /** Chosen number of stars (controlled); `0` for none. Use with `onChange`. */
  value?: number;
  /**
   * Stars chosen at first (uncontrolled); `0` for none.
   * @default 0
   */
  defaultValue?: number;
  /** Called with the chosen number of stars. */
  onChange?: (value: number) => void;
  /**
   * Number of stars.
   * @default 5
   */
  max?: number;
  /** Form field name of the radios; generated when absent. */
  name?: string;
  /**
   * Shown but cannot be changed.
   * @default false
   */
  isDisabled?: boolean;
  /** Class of the outer `<fieldset>`. */
  className?: string;
  /** Forwarded to the `<fieldset>`. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * A 1-to-5 star rating a person gives: native radios, so Tab enters the group and the
 * arrow keys choose, each star named "3 bintang" / "3 stars". Stars fill up to the choice,
 * or up to the star under the pointer. For a rating to read, use `RatingValue`.
 */
export function Rating({
  label,
  hint,
  value,
  defaultValue = 0,
  onChange,
  max = 5,
  name,
  isDisabled = false,
  className,
  ref,
}: RatingProps) {
  const { messages, locale } = useUiMessages();
  const number = new Intl.NumberFormat(locale);
  const id = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const [hovered, setHovered] = useState<number>();
  const chosen = value ?? ownValue;
  const shown = hovered ?? chosen;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const next = Number(event.target.value);
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };

  return (
    <RatingFieldset
      ref={ref}
      className={className}
      disabled={isDisabled}
      aria-describedby={hasHint(hint) ? `${id}hint` : undefined}
    >
      <RatingLegend>{label}</RatingLegend>
      <FieldHint id={`${id}hint`} hint={hint} />
      <Stars onMouseLeave={() => setHovered(undefined)}>
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          return (
            <StarLabel key={stars} onMouseEnter={() => !isDisabled && setHovered(stars)}>
              <StarInput
                type="radio"
                name={name ?? id}
                value={stars}
                checked={chosen === stars}
                onChange={choose}
              />
              <Star isFilled={stars <= shown} />
              <VisuallyHidden>
                {formatMessage(stars === 1 ? messages.ratingStarOne : messages.ratingStarOther, {
                  count: number.format(stars),
                })}
              </VisuallyHidden>
            </StarLabel>
          );
        })}
      </Stars>
    </RatingFieldset>
  );
}
