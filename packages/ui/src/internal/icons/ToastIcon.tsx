import { color } from '@ajar/tokens';
import type { ToastKind } from '../../Toast/toastStore';

/**
 * One shape per kind (circle "i", circle tick, triangle "!", circle cross) so the kind does not rest on
 * colour alone; the words are in the toast's hidden kind label, so this stays aria-hidden.
 * Light fills carry a dark glyph, readable on the dark toast surface. Colours go through
 * `style` because SVG presentation attributes do not resolve `var()`.
 */
const shapes: Record<ToastKind, { fill: string; stroke: string; paths: string[] }> = {
  info: {
    fill: color.infoSubtle,
    stroke: color.info,
    paths: ['M12 11v6', 'M12 7.5v.01'],
  },
  success: {
    fill: color.successSubtle,
    stroke: color.success,
    paths: ['M7.5 12.5l3 3 6-6.5'],
  },
  warning: {
    fill: color.warningSubtle,
    stroke: color.warning,
    paths: ['M12 9.5v4.5', 'M12 17.5v.01'],
  },
  error: {
    fill: color.dangerSubtle,
    stroke: color.danger,
    paths: ['M8.5 8.5l7 7', 'M15.5 8.5l-7 7'],
  },
};

export function ToastIcon({ kind }: { kind: ToastKind }) {
  const { fill, stroke, paths } = shapes[kind];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'warning' ? (
        <path d="M12 2.5 22.5 21h-21z" style={{ fill }} />
      ) : (
        <circle cx="12" cy="12" r="10.5" style={{ fill }} />
      )}
      {paths.map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          style={{ stroke }}
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
