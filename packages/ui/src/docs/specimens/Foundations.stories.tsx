import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fontWeight, shadow, space, typeScale } from '@ajar/tokens';
import { ElevationSpecimen } from './ElevationSpecimen';
import { IconGallery } from './IconGallery';
import { iconCatalogue } from './iconCatalogue';
import { RadiusSpecimen, SpacingSpecimen } from './SpacingSpecimen';
import { TypeScaleSpecimen, WeightSpecimen } from './TypeSpecimen';
import { FallbackSpecimen } from './FallbackSpecimen';
import { nameComponents } from '../../test-utils/componentNames';

// The live specimens of the Foundations docs pages (Typography, Spacing, Elevation, Icons),
// each a story so it is tested like any component: play and axe.
// The docs' "Show code" names each specimen as written here, not by its minified name.
nameComponents({
  ElevationSpecimen,
  FallbackSpecimen,
  IconGallery,
  RadiusSpecimen,
  SpacingSpecimen,
  TypeScaleSpecimen,
  WeightSpecimen,
});

const meta = {
  title: 'Foundations/Specimens',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const px = (rem: string) => `${Number.parseFloat(rem) * 16}px`;

/** Every step of the type scale, in Plus Jakarta Sans, at its size and line height. */
export const TypeScale: Story = {
  render: () => <TypeScaleSpecimen />,
  play: async ({ canvasElement }) => {
    await document.fonts.load('400 16px "Plus Jakarta Sans"');
    const rows = [...canvasElement.querySelectorAll<HTMLElement>('tr[data-step]')];
    await expect(rows.map((row) => row.dataset.step)).toEqual(Object.keys(typeScale));
    for (const row of rows) {
      const step = typeScale[row.dataset.step as keyof typeof typeScale];
      const sample = getComputedStyle(row.lastElementChild!);
      await expect(sample.fontSize).toBe(px(step.fontSize));
      await expect(sample.lineHeight).toBe(px(step.lineHeight));
    }
    const face = [...document.fonts].find(
      (f) => f.family.replace(/"/g, '') === 'Plus Jakarta Sans',
    );
    await expect(face?.status).toBe('loaded');
  },
};

/** The four weights, each set in the one variable file. */
export const Weights: Story = {
  render: () => <WeightSpecimen />,
  play: async ({ canvasElement }) => {
    const weights = [...canvasElement.querySelectorAll<HTMLElement>('tr[data-weight]')].map(
      (row) => row.dataset.weight,
    );
    await expect(weights).toEqual(Object.values(fontWeight));
  },
};

/**
 * Until the font arrives text is set in local Arial resized to Jakarta's metrics, so the swap
 * does not move the page: the same line takes the same width (within 2 %) and height.
 */
export const FallbackMetrics: Story = {
  render: () => <FallbackSpecimen />,
  play: async ({ canvasElement }) => {
    await document.fonts.load('400 16px "Plus Jakarta Sans"');
    await document.fonts.load('700 16px "Plus Jakarta Sans"');
    for (const weight of ['400', '500', '600', '700']) {
      const box = (family: string) =>
        canvasElement
          .querySelector(`[data-family="${family}"][data-weight="${weight}"]`)!
          .getBoundingClientRect();
      const font = box('font');
      const fallback = box('fallback');
      await expect(Math.abs(fallback.width / font.width - 1)).toBeLessThan(0.02);
      await expect(Math.abs(fallback.height - font.height)).toBeLessThan(1);
    }
  },
};

export const Spacing: Story = {
  render: () => <SpacingSpecimen />,
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('tr[data-space]');
    await expect(rows).toHaveLength(Object.keys(space).length);
  },
};

export const Radii: Story = {
  render: () => <RadiusSpecimen />,
};

/** Each shadow drawn on a surface. */
export const Elevation: Story = {
  render: () => <ElevationSpecimen />,
  play: async ({ canvasElement }) => {
    const tiles = [...canvasElement.querySelectorAll<HTMLElement>('[data-shadow]')];
    await expect(tiles.map((tile) => tile.dataset.shadow)).toEqual(Object.keys(shadow));
    for (const tile of tiles) {
      await expect(getComputedStyle(tile.firstElementChild!).boxShadow).not.toBe('none');
    }
  },
};

/** The published icon set, each with its one concept. */
export const Icons: Story = {
  render: () => <IconGallery />,
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('[data-icon]');
    await expect(tiles).toHaveLength(iconCatalogue.length);
    for (const tile of tiles) {
      const svg = tile.querySelector('svg');
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg!.getBoundingClientRect().width).toBeGreaterThan(0);
    }
    const names = iconCatalogue.map((entry) => entry.name);
    await expect(new Set(names).size).toBe(names.length);
    const concepts = iconCatalogue.map((entry) => entry.concept);
    await expect(new Set(concepts).size).toBe(concepts.length);
  },
};
