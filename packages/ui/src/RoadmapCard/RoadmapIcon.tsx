import { Icon16, type IconProps } from '../internal/icons';

/** A winding path between two points: a learning route. Decorative. */
export function RoadmapIcon(props: IconProps) {
  return (
    <Icon16 {...props}>
      <path d="M3.5 4.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM12.5 14.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM3.5 4.5v1.75A2.25 2.25 0 005.75 8.5h4.5a2.25 2.25 0 012.25 2.25v.75" />
    </Icon16>
  );
}
