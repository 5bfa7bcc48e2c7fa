import { Icon24 } from '../internal/icons';

/** An arrow pointing back (to the start edge). */
export function BackIcon() {
  return (
    <Icon24>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon24>
  );
}

/** A list with markers: the course outline. */
export function OutlineIcon() {
  return (
    <Icon24>
      <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
    </Icon24>
  );
}
