import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { applyTheme } from '@ajar/tokens';

export interface ThemeScopeProps extends HTMLAttributes<HTMLDivElement> {
  /** The brand colour this part of the page shows, `#RRGGBB` or `#RGB`; invalid keeps the page's. */
  primaryColor: string;
  children: ReactNode;
}

/**
 * Shows its content in another tenant's colours, e.g. a preview pane or tenants side by side.
 * It writes the derived custom properties on its own `<div>`; nothing below re-renders.
 */
export function ThemeScope({ primaryColor, children, ...rest }: ThemeScopeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) applyTheme(primaryColor, ref.current);
  }, [primaryColor]);
  return (
    <div ref={ref} {...rest}>
      {children}
    </div>
  );
}
