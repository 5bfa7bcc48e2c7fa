import {
  useState,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldHint, hasHint, useFieldIds } from '../internal/field';
import { CheckIcon, DashIcon } from '../internal/icons';
import { SwitchControl, SwitchLabel, SwitchRoot, SwitchText, Thumb } from './Switch.styles';

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onChange' | 'value' | 'defaultValue' | 'type' | 'disabled' | 'children' | 'role'
> {
  /** What the setting turns on, also the switch's accessible name, e.g. 'Notifikasi email'. */
  label: ReactNode;
  /** A line under the label saying what changes, read as the switch's description. */
  hint?: ReactNode;
  /** Whether it is on, when the caller owns the state (controlled). Use with `onChange`. */
  isChecked?: boolean;
  /**
   * Initially on (uncontrolled).
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new state each time the person flips the switch. */
  onChange?: (isChecked: boolean) => void;
  /**
   * Shown but cannot be flipped.
   * @default false
   */
  isDisabled?: boolean;
  /** Id of the switch `<button>`; generated when absent. */
  id?: string;
  /** Forwarded to the switch `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off setting that applies at once (no save button): a native button with
 * `role="switch"`, so Space and Enter flip it. On and off differ by the thumb's side and its
 * mark (a check or a dash), never by colour alone. For a choice submitted with a form, use
 * `Checkbox`.
 */
export function Switch({
  label,
  hint,
  isChecked,
  defaultChecked = false,
  onChange,
  isDisabled = false,
  id,
  className,
  onClick,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: SwitchProps) {
  const ids = useFieldIds(id);
  const [ownChecked, setOwnChecked] = useState(defaultChecked);
  const checked = isChecked ?? ownChecked;

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (isChecked === undefined) setOwnChecked(!checked);
    onChange?.(!checked);
  };

  return (
    <SwitchRoot className={className}>
      <SwitchText>
        <SwitchLabel id={ids.labelId} htmlFor={ids.inputId} $isDisabled={isDisabled}>
          {label}
        </SwitchLabel>
        <FieldHint id={ids.hintId} hint={hint} />
      </SwitchText>
      <SwitchControl
        {...rest}
        ref={ref}
        id={ids.inputId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={
          [hasHint(hint) && ids.hintId, describedBy].filter(Boolean).join(' ') || undefined
        }
        disabled={isDisabled}
        onClick={toggle}
      >
        <Thumb>{checked ? <CheckIcon /> : <DashIcon />}</Thumb>
      </SwitchControl>
    </SwitchRoot>
  );
}
