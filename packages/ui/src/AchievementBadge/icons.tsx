import { Icon24, type IconProps } from '../internal/icons';

/** A medal on a ribbon: an achievement. */
export const MedalIcon = (props: IconProps) => (
  <Icon24 {...props}>
    <path d="M8 2.5l2.5 6M16 2.5l-2.5 6M12 21.5a6 6 0 100-12 6 6 0 000 12zM12 13l.9 1.8 2 .3-1.45 1.4.35 2L12 17.55l-1.8.95.35-2-1.45-1.4 2-.3z" />
  </Icon24>
);

/** A padlock: not earned yet. */
export const LockIcon = (props: IconProps) => (
  <Icon24 {...props}>
    <path d="M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 017 0v3" />
  </Icon24>
);
