import type { Ref } from 'react';
import type { BadgeProps, BadgeTone } from '../Badge';
import { useUiMessages, type UiMessageKey } from '../messages';
import { StyledBadge } from './ContentTypeBadge.styles';
import { ContentTypeIcon } from '../internal/icons';
import type { DrawnContentType } from './contentTypes';

export interface ContentTypeBadgeProps extends Omit<BadgeProps, 'children' | 'icon' | 'tone'> {
  /** The content's type, as the API names it. */
  type: DrawnContentType;
  /**
   * Text of the badge.
   * @default the built-in name of `type`, e.g. "Ujian Akhir" / "Final Quiz"
   */
  label?: string;
  /**
   * Colour family.
   * @default 'info' for tests and evaluations, 'neutral' for learning material
   */
  tone?: BadgeTone;
  /** Forwarded to the `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

const labelKey = {
  Meeting: 'contentTypeMeeting',
  Module: 'contentTypeModule',
  'Sub Module': 'contentTypeSubModule',
  'Module Summary': 'contentTypeModuleSummary',
  'Course Summary': 'contentTypeCourseSummary',
  'Pre Test': 'contentTypePreTest',
  'Post Test': 'contentTypePostTest',
  'Final Quiz': 'contentTypeFinalQuiz',
  Evaluation: 'contentTypeEvaluation',
} as const satisfies Record<DrawnContentType, UiMessageKey>;

/** Tests and evaluations are drawn in info, learning material in neutral. */
const defaultTone = {
  Meeting: 'neutral',
  Module: 'neutral',
  'Sub Module': 'neutral',
  'Module Summary': 'neutral',
  'Course Summary': 'neutral',
  'Pre Test': 'info',
  'Post Test': 'info',
  'Final Quiz': 'info',
  Evaluation: 'info',
} as const satisfies Record<DrawnContentType, BadgeTone>;

/** The built-in name of a content type in the current locale. */
export function useContentTypeLabel(): (type: DrawnContentType) => string {
  const { messages } = useUiMessages();
  return (type) => messages[labelKey[type]];
}

/** What kind of content an item is (module, pre test, final quiz…): icon and name. */
export function ContentTypeBadge({ type, label, tone, ...rest }: ContentTypeBadgeProps) {
  const typeLabel = useContentTypeLabel();
  return (
    <StyledBadge
      tone={tone ?? defaultTone[type]}
      icon={<ContentTypeIcon type={type} />}
      data-type={type}
      {...rest}
    >
      {label ?? typeLabel(type)}
    </StyledBadge>
  );
}
