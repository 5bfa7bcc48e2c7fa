import { useLayoutEffect, useRef, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { TextField } from '@ajar/ui';
import { INTL_LOCALES } from '../dates/useFormatDateTime';
import { useLang } from '../data/localized';

/** Digits the field keeps: a hundred billion (the API's most) has twelve. */
const MAX_DIGITS = 12;

interface RupiahFieldProps {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** Whole Rupiah as digits, '' when empty. */
  value: string;
  onChange: (digits: string) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  ref: Ref<HTMLInputElement>;
}

/**
 * An amount of Rupiah typed as digits and shown grouped as the reader writes numbers
 * ("4.500.000"), so a missing zero shows. The caret keeps its place among the digits while
 * the dots come and go.
 */
export function RupiahField({ value, onChange, ref, ...field }: RupiahFieldProps) {
  const grouping = new Intl.NumberFormat(INTL_LOCALES[useLang()], { maximumFractionDigits: 0 });
  const shown = value === '' ? '' : grouping.format(Number(value));
  const input = useRef<HTMLInputElement | null>(null);
  /** Digits right of the caret at the last edit, to put it back after the regrouping. */
  const digitsAfterCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = input.current;
    const after = digitsAfterCaret.current;
    if (!element || after === null || document.activeElement !== element) return;
    digitsAfterCaret.current = null;
    let position = shown.length;
    for (let seen = 0; position > 0 && seen < after; position -= 1)
      if (/\d/.test(shown[position - 1] ?? '')) seen += 1;
    element.setSelectionRange(position, position);
  }, [shown]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const caret = event.target.selectionEnd ?? typed.length;
    digitsAfterCaret.current = typed.slice(caret).replace(/\D/g, '').length;
    const digits = typed
      .replace(/\D/g, '')
      .replace(/^0+(?=\d)/, '')
      .slice(0, MAX_DIGITS);
    onChange(digits);
  };

  return (
    <TextField
      {...field}
      ref={(element) => {
        input.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      inputMode="numeric"
      autoComplete="off"
      isRequired
      value={shown}
      onChange={change}
    />
  );
}
