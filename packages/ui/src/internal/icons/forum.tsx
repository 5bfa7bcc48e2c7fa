import { Icon16, type IconProps } from './Svg';

/*
 * 16-unit icons of forum posts, in a module of their own: the bundler keeps icons of one
 * module together, and these are for forum pages only, not for the catalogue's first screen.
 */

export const ReplyIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M2.5 3h11v8H7l-3 2.5V11H2.5z" />
  </Icon16>
);
export const LikeIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M8 13.5S2 10 2 6.25A3 3 0 018 4.5a3 3 0 016 1.75C14 10 8 13.5 8 13.5z" />
  </Icon16>
);
export const PinIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M6 2h4l-.5 4 2.5 2.5H4L6.5 6zM8 8.5V14" />
  </Icon16>
);
export const SolvedIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M8 14A6 6 0 108 2a6 6 0 000 12zM5.5 8.25l1.75 1.75 3.25-3.5" />
  </Icon16>
);
/** Two people: the learners of a class (seats), or a program's classes. Decorative. */
