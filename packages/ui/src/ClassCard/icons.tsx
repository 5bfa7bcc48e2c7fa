import { Icon16, type IconProps } from '../internal/icons';

export { PeopleIcon } from '../internal/icons';

/** A mortarboard: a learning program. Decorative. */
export function ProgramIcon(props: IconProps) {
  return (
    <Icon16 {...props}>
      <path d="M1.5 6L8 3l6.5 3L8 9zM4 7.25v3.25c0 1.1 1.8 2 4 2s4-.9 4-2V7.25M14.5 6v3.5" />
    </Icon16>
  );
}
