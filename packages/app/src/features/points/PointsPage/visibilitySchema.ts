import { mixed, object } from 'yup';
import type { BoardVisibility } from '@ajar/api/contract/point-rules';
import { BOARD_VISIBILITIES } from '@ajar/api/contract/point-rules';

export interface VisibilityValues {
  visibility: BoardVisibility;
}

/** One of the API's choices; the radios offer nothing else, so no message is needed. */
export const visibilitySchema = object({
  visibility: mixed<BoardVisibility>().oneOf(BOARD_VISIBILITIES).required(),
});

export const VISIBILITY_FIELDS = ['visibility'] as const;
