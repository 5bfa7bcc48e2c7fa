// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance, type Hex } from './color';
import { DEFAULT_PRIMARY_COLOR } from './constants';
import { applyTheme, deriveTheme, THEME_TARGETS } from './derive';
import { brandWarnings } from './warnings';
import { defaultTheme, type TenantTheme } from './theme';

/**
 * Pinned themes: a change to the maths (or to culori) that moves a tenant's colours shows
 * here, to be reviewed in Storybook's visual baselines before the pins are updated.
 */
const pinned: Record<string, Partial<TenantTheme>> = {
  '#FF4048': { primaryFill: '#e72134', onPrimary: '#ffffff', primaryText: '#d80028' },
  '#FFF59D': { primaryFill: '#fff59d', primaryText: '#91620b', primarySubtle: '#f4f0ce' },
  '#FFD700': { primaryFill: '#ffd700', primaryText: '#976000' },
  '#00A86B': { primaryFill: '#008755', onPrimary: '#ffffff', primaryHover: '#007147' },
  '#1A2B4C': { primaryFill: '#1a2b4c', primaryHover: '#2c3f61', primaryActive: '#384b6e' },
  '#000000': { primaryFill: '#000000', primaryHover: '#222222', onPrimary: '#ffffff' },
};

/** The tenant colours reviewers named, then every 12-bit colour: 4,096 in all. */
const named = [
  '#FF4048',
  '#FFF59D',
  '#FFD700',
  '#00A86B',
  '#1A2B4C',
  '#000000',
  '#FFFFFF',
  '#808080',
];
const digits = '0123456789abcdef';
const sweep = [
  ...named,
  ...[...digits].flatMap((r) =>
    [...digits].flatMap((g) => [...digits].map((b) => `#${r}${g}${b}`)),
  ),
];
const WHITE = '#ffffff' as Hex;
const SUNKEN = '#f5f5f5' as Hex;

/** Every failed target of one colour's theme, in words; empty when all hold. */
function misses(input: string): string[] {
  const t = deriveTheme(input)!;
  const out: string[] = [];
  const need = (ok: boolean, what: string) => ok || out.push(`${input}: ${what}`);
  const pairs: [Hex, Hex, string][] = [
    [t.onPrimary, t.primaryFill, 'text on fill'],
    [t.onPrimaryHover, t.primaryHover, 'text on hover'],
    [t.onPrimaryActive, t.primaryActive, 'text on pressed'],
    [t.onPrimarySubtle, t.primarySubtle, 'text on tint'],
    [t.onBrandSurface, t.brandSurface, 'text on brand surface'],
    [t.primaryText, WHITE, 'brand text on white'],
    [t.primaryText, SUNKEN, 'brand text on sunken'],
    [t.primaryText, t.primarySubtle, 'brand text on tint'],
  ];
  for (const [fg, bg, what] of pairs) need(contrastRatio(fg, bg) >= THEME_TARGETS.text, what);
  for (const bg of [WHITE, SUNKEN])
    need(contrastRatio(t.primaryBorder, bg) >= THEME_TARGETS.nonText, `edge on ${bg}`);
  need(contrastRatio(t.primaryHover, t.primaryFill) >= THEME_TARGETS.hover, 'hover seen');
  need(contrastRatio(t.primaryActive, t.primaryFill) >= THEME_TARGETS.pressed, 'pressed seen');
  const [fill, hover, pressed] = [t.primaryFill, t.primaryHover, t.primaryActive].map(
    relativeLuminance,
  ) as [number, number, number];
  need(Math.sign(hover - fill) === Math.sign(pressed - hover), 'hover and pressed one way');
  need(contrastRatio(t.primarySubtle, WHITE) >= THEME_TARGETS.tint, 'tint visible on white');
  // White text wherever the brand colour itself allows it: then the fill is the brand.
  if (contrastRatio(WHITE, t.primary) >= THEME_TARGETS.text)
    need(t.primaryFill === t.primary, 'brand colour kept as the fill');
  return out;
}

describe('deriveTheme', () => {
  it('gives the written-out default theme for the default colour', () => {
    expect(deriveTheme(DEFAULT_PRIMARY_COLOR)).toEqual(defaultTheme);
  });

  it.each(Object.entries(pinned))('derives the pinned theme of %s', (input, expected) => {
    expect(deriveTheme(input)).toMatchObject(expected);
  });

  // About 2 s alone; a minute leaves room for a busy two-core CI machine.
  it(`meets every contrast target for ${sweep.length} colours`, { timeout: 60_000 }, () => {
    expect(sweep.length).toBeGreaterThanOrEqual(1000);
    expect(sweep.flatMap(misses)).toEqual([]);
  });

  it('darkens the default red a step so its buttons keep white text (3.45:1 on the brand)', () => {
    expect(contrastRatio(WHITE, '#ff4048')).toBeCloseTo(3.45, 2);
    const t = deriveTheme('#FF4048')!;
    expect(t.onPrimary).toBe(WHITE);
    expect(contrastRatio(WHITE, t.primaryFill)).toBeGreaterThanOrEqual(4.5);
    expect(t.brandSurface).toBe('#ff4048');
  });

  it('moves hover and pressed darker on light fills and lighter on dark ones', () => {
    const lum = (input: string) => {
      const t = deriveTheme(input)!;
      return [t.primaryFill, t.primaryHover, t.primaryActive].map(relativeLuminance);
    };
    const [greenFill, greenHover, greenPressed] = lum('#00A86B') as [number, number, number];
    expect(greenHover).toBeLessThan(greenFill);
    expect(greenPressed).toBeLessThan(greenHover);
    const [navyFill, navyHover, navyPressed] = lum('#1A2B4C') as [number, number, number];
    expect(navyHover).toBeGreaterThan(navyFill);
    expect(navyPressed).toBeGreaterThan(navyHover);
  });

  it('gives pale brands a visible tint and amber, not olive, link text', () => {
    for (const input of ['#FFF59D', '#FFD700']) {
      const t = deriveTheme(input)!;
      expect(contrastRatio(t.primarySubtle, WHITE)).toBeGreaterThanOrEqual(1.12);
      // Olive has more green than red; amber and gold have more red.
      const [r, g] = [1, 3].map((i) => Number.parseInt(t.primaryText.slice(i, i + 2), 16));
      expect(r!).toBeGreaterThan(g!);
    }
  });
});

describe('brandWarnings', () => {
  it.each([
    ['#FF4048', ['close-to-danger']],
    ['#e91e63', ['close-to-danger']],
    ['#00A86B', ['close-to-success']],
    ['#FFF59D', ['close-to-white']],
    ['#FFFFFF', ['close-to-white']],
    ['#1A2B4C', []],
    ['#ff9800', []],
    ['#808080', []],
    ['not a colour', []],
  ])('warns %s about %j', (input, expected) => {
    expect(brandWarnings(input)).toEqual(expected);
  });
});

describe('applyTheme', () => {
  const root = () => document.documentElement;
  const prop = (name: string) => root().style.getPropertyValue(name);

  beforeEach(() => {
    root().removeAttribute('style');
    applyTheme('#1A2B4C');
  });

  it('writes the contract properties on :root', () => {
    const result = applyTheme('#FF4048');
    expect(result).toMatchObject({ ok: true, changed: true });
    expect(prop('--ajar-color-primary')).toBe('#ff4048');
    expect(prop('--ajar-color-primary-fill')).toBe('#e72134');
    expect(prop('--ajar-color-primary-hover')).toBe('#cb0025');
    expect(prop('--ajar-color-primary-active')).toBe('#b2001f');
    expect(prop('--ajar-color-on-primary')).toBe('#ffffff');
  });

  it('writes only --ajar- custom properties', () => {
    applyTheme('#FF4048');
    const names = Array.from(root().style);
    expect(names.length).toBeGreaterThanOrEqual(4);
    for (const name of names) expect(name).toMatch(/^--ajar-color-/);
  });

  it.each([['red'], ['#12'], [''], [null], ['url(javascript:alert(1))'], ['#GGGGGG'], [42]])(
    'rejects %j and leaves the theme untouched',
    (input) => {
      const before = root().getAttribute('style');
      const result = applyTheme(input);
      expect(result).toEqual({ ok: false, error: 'invalid-color', input });
      expect(root().getAttribute('style')).toBe(before);
      expect(prop('--ajar-color-primary')).toBe('#1a2b4c');
    },
  );

  it('skips the write when the colour is already applied', () => {
    expect(applyTheme('#1a2b4c')).toMatchObject({ ok: true, changed: false });
  });

  it('themes any element given as target, e.g. a preview pane', () => {
    const pane = document.createElement('div');
    applyTheme('#000', pane);
    expect(pane.style.getPropertyValue('--ajar-color-primary')).toBe('#000000');
    expect(prop('--ajar-color-primary')).toBe('#1a2b4c');
  });

  it('accepts #RGB and any case, normalised', () => {
    applyTheme('#FfF');
    expect(prop('--ajar-color-primary')).toBe('#ffffff');
    const t: Hex = deriveTheme('#FFF')!.onPrimary;
    expect(prop('--ajar-color-on-primary')).toBe(t);
  });
});
