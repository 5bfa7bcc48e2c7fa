import type { Ref } from 'react';

/** Hands `node` to a caller's ref, whichever kind it is. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
