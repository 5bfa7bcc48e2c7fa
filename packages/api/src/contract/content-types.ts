// No zod here: the app imports this module by value (see durations.ts).

/** The kinds of content a course section holds, as the API names them. */
export const CONTENT_TYPES = [
  'Meeting',
  'Module',
  'Sub Module',
  'Module Summary',
  'Course Summary',
  'Pre Test',
  'Post Test',
  'Final Quiz',
  'Evaluation',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Contents that are quizzes: they keep attempts, and so a history. */
export const QUIZ_CONTENT_TYPES = [
  'Pre Test',
  'Post Test',
  'Final Quiz',
  'Evaluation',
] as const satisfies readonly ContentType[];
export type QuizContentType = (typeof QUIZ_CONTENT_TYPES)[number];

export const isQuizContent = (type: ContentType): type is QuizContentType =>
  (QUIZ_CONTENT_TYPES as readonly ContentType[]).includes(type);

/** How a course is offered: to everyone, in the catalog, or as a guideline. */
export const COURSE_DISPLAY_TYPE = { Default: 0, Catalog: 1, Guideline: 2 } as const;
export type CourseDisplayType = keyof typeof COURSE_DISPLAY_TYPE;
