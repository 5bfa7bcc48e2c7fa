import type { HTMLAttributes, Ref } from 'react';
import { useUiMessages } from '../messages';
import { formatMessage } from '../internal/text';
import { RatingValueRoot, StarRow, StarTrack, ValueText } from './Rating.styles';
import { Star } from './Star';

export interface RatingValueProps extends HTMLAttributes<HTMLSpanElement> {
  /** The rating, e.g. an average of 4.46; drawn to the nearest tenth. */
  value: number;
  /**
   * Highest possible rating.
   * @default 5
   */
  max?: number;
  /**
   * Writes "4,5 dari 5" / "4.5 out of 5" beside the stars; without it, that text is only
   * read out.
   * @default true
   */
  hasValueText?: boolean;
  /** Forwarded to the outer `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A rating to read (a course's average): stars filled to the value, with "4,5 dari 5" in
 * the locale's digits. Screen readers hear the text, not the stars.
 */
export function RatingValue({
  value,
  max = 5,
  hasValueText = true,
  ref,
  ...rest
}: RatingValueProps) {
  const { messages, locale } = useUiMessages();
  const rounded = Math.min(max, Math.max(0, Math.round(value * 10) / 10));
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const text = formatMessage(messages.ratingValue, {
    value: number.format(rounded),
    max: number.format(max),
  });
  const stars = Array.from({ length: max }, (_, index) => <Star key={index} />);
  const filled = Array.from({ length: max }, (_, index) => <Star key={index} isFilled />);
  return (
    <RatingValueRoot ref={ref} {...rest}>
      <StarTrack aria-hidden="true">
        <StarRow>{stars}</StarRow>
        <StarRow data-filled="" style={{ inlineSize: `${(rounded / max) * 100}%` }}>
          {filled}
        </StarRow>
      </StarTrack>
      <ValueText $isHidden={!hasValueText}>{text}</ValueText>
    </RatingValueRoot>
  );
}
