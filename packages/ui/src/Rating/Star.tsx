import { Icon24, type IconProps } from '../internal/icons';

/** A five-pointed star, outlined; `isFilled` fills it in the stroke colour. */
export function Star({ isFilled = false, ...props }: IconProps & { isFilled?: boolean }) {
  return (
    <Icon24 {...props}>
      <path
        d="M12 2.75l2.85 5.9 6.4.85-4.7 4.45 1.2 6.4L12 17.2l-5.75 3.15 1.2-6.4-4.7-4.45 6.4-.85z"
        fill={isFilled ? 'currentColor' : 'none'}
      />
    </Icon24>
  );
}
