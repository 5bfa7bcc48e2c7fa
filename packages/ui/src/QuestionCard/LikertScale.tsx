import { useUiMessages } from '../messages';
import { Anchor, Point, PointNumber, Radio, Scale } from './LikertScale.styles';

export interface LikertLabels {
  /** Text under the first point. */
  min: string;
  /** Text under the last point. */
  max: string;
}

export interface LikertScaleProps {
  name: string;
  points: number;
  value: string;
  onChange: (value: string) => void;
  labels?: LikertLabels;
  isReadOnly: boolean;
}

/**
 * Points 1..N as native radios sharing one name, so the arrow keys move the choice and the
 * fieldset around them names the group. The end points carry the anchor text in their name.
 */
export function LikertScale({
  name,
  points,
  value,
  onChange,
  labels,
  isReadOnly,
}: LikertScaleProps) {
  const { messages } = useUiMessages();
  const min = labels?.min ?? messages.questionCardLikertMin;
  const max = labels?.max ?? messages.questionCardLikertMax;
  const count = Math.max(2, Math.round(points));
  return (
    <Scale $points={count}>
      {Array.from({ length: count }, (_, index) => {
        const point = String(index + 1);
        const anchor = index === 0 ? min : index === count - 1 ? max : null;
        return (
          <Point key={point} $isSelected={value === point}>
            <Radio
              type="radio"
              name={name}
              value={point}
              checked={value === point}
              disabled={isReadOnly}
              onChange={() => onChange(point)}
            />
            <PointNumber>{point}</PointNumber>
            {anchor && <Anchor>{anchor}</Anchor>}
          </Point>
        );
      })}
    </Scale>
  );
}
