import { useState } from 'react';

/**
 * `value` + `onChange` when the caller controls the state, `defaultValue` otherwise: the
 * usual React input contract, so a quiz page can own the answers or leave them here.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  const set = (next: T) => {
    if (!isControlled) setOwn(next);
    onChange?.(next);
  };
  return [current, set];
}
