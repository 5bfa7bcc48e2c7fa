import { palette } from '../primitives';

/** Component tokens of the forms group (see ../component.ts). */
export const formsTokens = {
  /** Smallest height of a TextArea before it is resized. */
  textAreaMinHeight: '6rem',
  /** Side of a Checkbox box and diameter of a RadioGroup radio. */
  choiceSize: '1.25rem',
  /** Icons inside fields: the error icon, the select chevron, the password eye. */
  fieldIconSize: '1.25rem',
  /** Space kept at the end of a Select for its chevron. */
  selectChevronSpace: '2.5rem',
  /** Side of the PasswordField show/hide button (a 40px target inside a 40px field). */
  passwordToggleSize: '2.25rem',
  /** Smallest height of the FileField drop zone. */
  fileDropZoneMinHeight: '7.5rem',
  /** Switch track: 44 x 24 px, so the whole control is at least a 24 px target. */
  switchTrackWidth: '2.75rem',
  switchTrackHeight: '1.5rem',
  /** Switch thumb, with room inside for its on/off mark. */
  switchThumbSize: '1.125rem',
  /** Rating star: a 32 px target each. */
  ratingStarSize: '2rem',
  /** Stars of a read-only rating next to text. */
  ratingStarSizeSm: '1rem',
  /**
   * Filled stars: amber, the colour people expect of a rating, fixed so no tenant colour
   * turns a rating into a brand signal (palette.amber600, 5.9:1 on white).
   */
  ratingStarColor: palette.amber600,
  /** A day of the date pickers' calendar: a 36 px target; seven fit a 320 px screen. */
  calendarCellSize: '2.25rem',
} as const;
