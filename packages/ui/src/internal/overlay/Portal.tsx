import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders its children at the end of `document.body`, above the page's stacking contexts. */
export function Portal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
