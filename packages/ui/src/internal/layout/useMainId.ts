import { useId } from 'react';

/** A stable id for a layout's main element, usable in a URL fragment (`#…`). */
export function useMainId(mainId: string | undefined): string {
  const generated = `ajar-main-${useId().replace(/[^\w-]/g, '')}`;
  return mainId ?? generated;
}
