/**
 * Business constants from the product specification (SPEC §9), in one typed module so that
 * the app, the ui kit and the API agree on every number.
 */
export const DEFAULT_PRIMARY_COLOR = '#FF4048';
export const DEFAULT_PRIMARY_HOVER_COLOR = '#ff696b';

export const PASS_THRESHOLD = 50;

export const THEME_STREAM_RETRY_MS = 5000;

export const FILE_SIZE = {
  KB: 1024,
  MB: 1048576,
  GB: 1073741824,
} as const;

export const TOAST = {
  durationMs: 4500,
  widthPx: 400,
  placement: 'top-right',
} as const;

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';
