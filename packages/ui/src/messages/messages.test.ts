import { describe, expect, it } from 'vitest';
import { chartsMessages } from './groups/charts';
import { uiMessages } from './messages';

describe('ui message table', () => {
  it('has the same keys in Indonesian and English', () => {
    expect(Object.keys(uiMessages.en).sort()).toEqual(Object.keys(uiMessages.id).sort());
  });

  it('has no empty label', () => {
    for (const table of [uiMessages.id, uiMessages.en])
      for (const [key, value] of Object.entries(table)) expect(value, key).not.toBe('');
  });

  it("has the charts' own table in both languages, apart from the main one", () => {
    expect(Object.keys(chartsMessages.en).sort()).toEqual(Object.keys(chartsMessages.id).sort());
    for (const key of Object.keys(chartsMessages.id)) expect(uiMessages.id).not.toHaveProperty(key);
  });
});
