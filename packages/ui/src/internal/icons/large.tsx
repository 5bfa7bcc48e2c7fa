import { Icon24, type IconProps } from './Svg';

/* 24-unit icons of controls, form fields, the quiz and toasts. */

export function CheckIcon(props: IconProps) {
  return (
    <Icon24 strokeWidth={3} {...props}>
      <path d="M5 12.5 10 17l9-10" />
    </Icon24>
  );
}

/** An ×, e.g. a close button (2 stroke). */
export function CloseIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon24>
  );
}

/** The bold × of a wrong answer. */
export function CrossIcon(props: IconProps) {
  return <CloseIcon strokeWidth={3} {...props} />;
}

export function DashIcon(props: IconProps) {
  return (
    <Icon24 strokeWidth={3} {...props}>
      <path d="M6 12h12" />
    </Icon24>
  );
}

/** A flag; `isFilled` draws the flagged state, so it differs by shape, not colour only. */
export function FlagIcon({ isFilled, ...props }: IconProps & { isFilled?: boolean }) {
  return (
    <Icon24 {...props}>
      <path d="M5 21V4" />
      <path d="M5 4h11l-2 4 2 4H5" fill={isFilled ? 'currentColor' : 'none'} />
    </Icon24>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon24>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="M12 3 2 20h20L12 3Z" />
      <path d="M12 10v4M12 17h.01" />
    </Icon24>
  );
}

export function RetryIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </Icon24>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </Icon24>
  );
}

export function ErrorIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6M12 17h.01" />
    </Icon24>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon24>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Icon24>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
    </Icon24>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <Icon24 {...props}>
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </Icon24>
  );
}

/** A certificate seal with ribbons (1.5 stroke). */
export function SealIcon(props: IconProps) {
  return (
    <Icon24 strokeWidth={1.5} {...props}>
      <circle cx="12" cy="9" r="6" />
      <circle cx="12" cy="9" r="3" />
      <path d="M8.5 14l-2 7.5L12 19l5.5 2.5-2-7.5" />
    </Icon24>
  );
}
