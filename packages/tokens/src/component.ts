import { TOAST } from './constants';
import { duration, fontSize, radius, space } from './primitives';
import { actionsTokens } from './components/actions';
import { navigationTokens } from './components/navigation';
import { layoutTokens } from './components/layout';
import { overlaysTokens } from './components/overlays';
import { formsTokens } from './components/forms';
import { structureTokens } from './components/structure';
import { quizTokens } from './components/quiz';
import { courseTokens } from './components/course';

/**
 * Layer 3, component tokens: the few values a component owns, so a brand can override one
 * component without touching the semantic layer.
 */
export const componentTokens = {
  toastWidth: `${TOAST.widthPx}px`,
  toastRadius: radius.md,
  toastGap: space[3],
  buttonRadius: radius.md,
  buttonHeightSm: '2rem',
  buttonHeightMd: '2.5rem',
  buttonHeightLg: '3rem',
  inputHeight: '2.5rem',
  inputRadius: radius.md,
  progressBarHeight: space[2],
  progressTransition: duration.normal,
  routeProgressHeight: '3px',
  layoutHeaderHeight: '4rem',
  layoutSidebarWidth: '16rem',
  layoutContentMaxWidth: '72rem',
  documentMaxWidth: '48rem',
  focusRingWidth: '3px',
  labelSize: fontSize.sm,
  // One file per component group, so groups can grow independently.
  ...actionsTokens,
  ...navigationTokens,
  ...layoutTokens,
  ...overlaysTokens,
  ...formsTokens,
  ...structureTokens,
  ...quizTokens,
  ...courseTokens,
} as const;
