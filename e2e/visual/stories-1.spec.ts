import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pictured, playStoryGroup, stories } from './story-run';

// A baseline whose story was renamed or removed would sit unnoticed: each must have a story.
test('every baseline belongs to a story', () => {
  const ids = new Set(stories.filter(pictured).map((s) => `${s.id}.png`));
  const orphans = readdirSync('e2e/visual/baselines').filter((file) => !ids.has(file));
  expect(orphans, 'baselines without a story: delete them').toEqual([]);
});

playStoryGroup(0);
