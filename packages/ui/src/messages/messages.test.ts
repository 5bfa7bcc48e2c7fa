import { describe, expect, it } from 'vitest';
import { chartsMessages } from './groups/charts';
import { uiMessages } from './messages';
import { editorMessages } from './groups/editor';
import { themeStudioMessages } from './groups/theme';

/** Groups that load with their own component, outside the table every page loads. */
const ownGroups = {
  editor: editorMessages,
  charts: chartsMessages,
  themeStudio: themeStudioMessages,
};

describe('ui message table', () => {
  it('has the same keys in Indonesian and English', () => {
    expect(Object.keys(uiMessages.en).sort()).toEqual(Object.keys(uiMessages.id).sort());
  });

  it.each(Object.entries(ownGroups))(
    'has the same keys in both languages for the %s group, which loads its own',
    (_, group) => {
      expect(Object.keys(group.en).sort()).toEqual(Object.keys(group.id).sort());
    },
  );

  it('keeps an own group out of the table every page loads, with no key shared', () => {
    for (const group of Object.values(ownGroups))
      for (const key of Object.keys(group.id)) expect(uiMessages.id).not.toHaveProperty(key);
  });

  it('has no empty label', () => {
    for (const table of [
      uiMessages.id,
      uiMessages.en,
      ...Object.values(ownGroups).flatMap((g) => [g.id, g.en]),
    ])
      for (const [key, value] of Object.entries(table)) expect(value, key).not.toBe('');
  });
});
