import { describe, expect, it } from 'vitest';
import { uiMessages } from '../../messages';
import { formatDuration } from './format';

describe('formatDuration (course and content durations)', () => {
  it.each([
    [150, '2 jam 30 menit', '2 h 30 min'],
    [120, '2 jam', '2 h'],
    [45, '45 menit', '45 min'],
    [0, '0 menit', '0 min'],
    [89.6, '1 jam 30 menit', '1 h 30 min'],
  ])('%s minutes: "%s" in Indonesian, "%s" in English', (minutes, id, en) => {
    expect(formatDuration(uiMessages.id, minutes, 'id')).toBe(id);
    expect(formatDuration(uiMessages.en, minutes, 'en')).toBe(en);
  });

  it('writes large numbers the locale way', () => {
    expect(formatDuration(uiMessages.id, 1000 * 60, 'id')).toBe('1.000 jam');
    expect(formatDuration(uiMessages.en, 1000 * 60, 'en')).toBe('1,000 h');
  });
});
