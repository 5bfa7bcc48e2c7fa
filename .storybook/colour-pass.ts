import type { AfterEach } from 'storybook/internal/types';
import type { ReactRenderer } from '@storybook/react-vite';
import { applyTheme } from '@ajar/tokens';
import { COLOUR_PASS_WINDOW_KEY, DEFAULT_TENANT_COLOR, TENANT_COLOR_GLOBAL } from './tenant-colors';

/**
 * The extreme tenant colours, checked on the story as it stands after its play function:
 * the theme is CSS custom properties on :root, so repainting in another colour needs no new
 * render, and only axe's colour rules can change with it (docs/decisions/0007). Set by the
 * test run: Vitest's story projects through STORYBOOK_COLOUR_PASS (comma-separated hex), the
 * screenshot run on the built Storybook through a window property; off in Storybook itself.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export function colourPassColours(): string[] {
  const asked = (window as unknown as Record<string, unknown>)[COLOUR_PASS_WINDOW_KEY];
  const list = Array.isArray(asked)
    ? asked.join(',')
    : (import.meta.env.STORYBOOK_COLOUR_PASS as string | undefined);
  return (list ?? '')
    .split(',')
    .map((colour) => colour.trim())
    .filter(Boolean);
}

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown; failureSummary?: string }[];
}

/** One line per failing element, so the test output names what to fix in which colour. */
export function describeViolations(colour: string, violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${colour}: ${violation.id} (${violation.help}) at ${JSON.stringify(node.target)}` +
          (node.failureSummary ? `\n  ${node.failureSummary.replaceAll('\n', '\n  ')}` : ''),
      ),
    )
    .join('\n');
}

export const colourPass: AfterEach<ReactRenderer> = async ({ viewMode, parameters, globals }) => {
  const colours = colourPassColours();
  if (!colours.length || viewMode !== 'story' || parameters.a11y?.disable) return;
  const axe = (await import('axe-core')).default;
  const story = String(
    import.meta.env.STORYBOOK_TENANT_COLOR ?? globals[TENANT_COLOR_GLOBAL] ?? DEFAULT_TENANT_COLOR,
  );
  // A colour transition would let axe read the colour it starts from.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  const failures: string[] = [];
  try {
    for (const colour of colours) {
      applyTheme(colour);
      axe.reset();
      // The same part of the page the a11y addon checks: the story, not Storybook's own chrome.
      const result = await axe.run(
        {
          include: document.body,
          exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
        },
        // Colour rules need no stylesheet preloading, which costs time on every story.
        {
          runOnly: { type: 'rule', values: COLOUR_RULES },
          resultTypes: ['violations'],
          preload: false,
        },
      );
      if (result.violations.length) failures.push(describeViolations(colour, result.violations));
    }
  } finally {
    applyTheme(story);
    // Styles settle in the story's colour before transitions come back, so none starts.
    void document.documentElement.offsetHeight;
    still.remove();
  }
  if (failures.length) throw new Error(`Colour contrast fails:\n${failures.join('\n')}`);
};
