import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { color } from '@ajar/tokens';
import { CourseCard } from '../CourseCard';
import { CoverArt } from './CoverArt';
import { COVER_ART_KINDS } from './drawings';
import { maxWidthFrame } from '../test-utils/frames';
import { guidelines } from './CoverArt.docs';

const meta = {
  title: 'Course/CoverArt',
  component: CoverArt,
  decorators: [maxWidthFrame('20rem')],
  parameters: { guidelines },
} satisfies Meta<typeof CoverArt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resolves a `var(--ajar-…)` reference to the colour the page computes for it. */
function resolved(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color;
  probe.remove();
  return rgb;
}

/** The drawing of a course with no cover whose topic is not one of the known kinds. */
export const General: Story = {
  play: async ({ canvasElement }) => {
    const art = canvasElement.querySelector('svg[data-cover-art="general"]');
    await expect(art).not.toBeNull();
    await expect(art).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * Every kind side by side: one metaphor per topic (book, podium and flag, screen with a chart,
 * hard hat, conversation, coins and a rising line, seedling, path, program sheet).
 */
export const AllKinds: Story = {
  decorators: [maxWidthFrame('60rem')],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '1rem' }}>
      {COVER_ART_KINDS.map((kind) => (
        <figure key={kind} style={{ margin: 0 }}>
          <CoverArt kind={kind} />
          <figcaption>{kind}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const drawn = [...canvasElement.querySelectorAll('svg[data-cover-art]')].map((svg) =>
      svg.getAttribute('data-cover-art'),
    );
    await expect(drawn).toEqual([...COVER_ART_KINDS]);
  },
};

/**
 * A course card without a cover image shows its topic's drawing in neutral greys: never the
 * tenant colour, which would make an empty cover the loudest thing in the catalogue.
 */
export const CourseCardWithoutCover: Story = {
  render: () => (
    <CourseCard
      title="Dasar-dasar K3"
      href="/courses/dasar-dasar-k3"
      coverArt="safety"
      category="K3 & Keselamatan Kerja"
      trainerName="Budi Santoso"
      durationMinutes={150}
    />
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    const art = canvasElement.querySelector<SVGElement>('svg[data-cover-art="safety"]');
    await expect(art).not.toBeNull();
    const fills = [art!, ...art!.querySelectorAll('*')].flatMap((node) => {
      const style = getComputedStyle(node);
      return [style.backgroundColor, style.fill, style.stroke];
    });
    const brand = [color.primary, color.primarySubtle, color.primaryBorder].map(resolved);
    for (const paint of fills) await expect(brand).not.toContain(paint);
    await expect(getComputedStyle(art!).backgroundColor).toBe(resolved(color.surfaceSunken));
  },
};
