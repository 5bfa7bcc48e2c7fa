import { Icon16, type IconProps } from '../internal/icons';

/** Two people: the learners of a class (seats), or a program's classes. Decorative. */
export function PeopleIcon(props: IconProps) {
  return (
    <Icon16 {...props}>
      <path d="M6 7a2.25 2.25 0 100-4.5A2.25 2.25 0 006 7zM1.75 13.5c0-2.4 1.9-4 4.25-4s4.25 1.6 4.25 4M10.75 2.6a2.25 2.25 0 010 4.3M12 9.7c1.35.5 2.25 1.9 2.25 3.8" />
    </Icon16>
  );
}

/** A mortarboard: a learning program. Decorative. */
export function ProgramIcon(props: IconProps) {
  return (
    <Icon16 {...props}>
      <path d="M1.5 6L8 3l6.5 3L8 9zM4 7.25v3.25c0 1.1 1.8 2 4 2s4-.9 4-2V7.25M14.5 6v3.5" />
    </Icon16>
  );
}
