/**
 * Gives every component a package exports its export name as `displayName`. The docs' code
 * snippets name a component by its `displayName`, else by its function's name, which the
 * production build of Storybook minifies (`<K />`); the export name is the one people import.
 * Only function and wrapped (memo, forwardRef, styled) components, and only where unset.
 */
export function nameComponents(exports: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(exports)) {
    if (!/^[A-Z]/.test(name)) continue;
    const component = value as { displayName?: string; $$typeof?: symbol } | undefined;
    const isComponent =
      typeof value === 'function' ||
      (typeof value === 'object' && value !== null && '$$typeof' in value);
    if (isComponent && component && !component.displayName) component.displayName = name;
  }
}
