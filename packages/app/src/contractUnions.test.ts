import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ContentType, CourseDisplayType, FinalQuizStatus, Language } from '@ajar/api/contract';
import { CONTENT_TYPES } from '@ajar/api/contract/content-types';
import type { PASS_THRESHOLD } from '@ajar/api/contract/quiz-rules';
import {
  DRAWN_CONTENT_TYPES,
  type CourseDisplayType as DrawnCourseDisplayType,
  type DEFAULT_PASS_THRESHOLD,
  type DrawnContentType,
  type QuizOutcome,
  type UiLocale,
} from '@ajar/ui';

/**
 * The ui kit does not import the contract (eslint.config.js, package boundaries): it declares
 * what it can draw and the app passes contract values in. These checks, compiled by `tsc -b`,
 * make a contract change the kit cannot draw (a new content type, course display type, final
 * quiz outcome or language, another pass mark) a type error here instead of a blank badge.
 */
describe('the ui kit draws every value of the contract', () => {
  it('has a name and an icon for each content type, in the contract’s order', () => {
    expectTypeOf<DrawnContentType>().toEqualTypeOf<ContentType>();
    expect(DRAWN_CONTENT_TYPES).toEqual(CONTENT_TYPES);
  });

  it('marks each course display type, shows each final quiz outcome, speaks each language', () => {
    expectTypeOf<DrawnCourseDisplayType>().toEqualTypeOf<CourseDisplayType>();
    expectTypeOf<QuizOutcome>().toEqualTypeOf<FinalQuizStatus>();
    expectTypeOf<UiLocale>().toEqualTypeOf<Language>();
  });

  it('colours progress against the contract’s pass mark by default', () => {
    expectTypeOf<typeof DEFAULT_PASS_THRESHOLD>().toEqualTypeOf<typeof PASS_THRESHOLD>();
  });
});
