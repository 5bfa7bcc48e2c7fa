import { useTranslation } from 'react-i18next';
import { LearnPager } from '@ajar/ui';
import type { LearnContent } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { routerLink } from '../../../shared/shell/routerLink';
import { learnPath, type OutlineEntry } from '../../../shared/courses/learnOutline';

interface PagerProps {
  courseId: number;
  entries: OutlineEntry[];
  entry: OutlineEntry;
  /** The loaded content, whose previous/next the API decides; until then, outline order. */
  content: LearnContent | undefined;
}

/** Previous and next, with the learner's place; a locked next says what opens it. */
export function Pager({ courseId, entries, entry, content }: PagerProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const index = entries.indexOf(entry);
  const previousId = content ? content.previousId : (entries[index - 1]?.content.id ?? null);
  const nextId = content ? content.nextId : (entries[index + 1]?.content.id ?? null);
  const previous = entries.find((e) => e.content.id === previousId);
  const next = entries.find((e) => e.content.id === nextId);
  const isCurrentDone = entry.content.status === 'done';

  return (
    <LearnPager
      label={t('learn.pager')}
      position={t('learn.position', { current: entry.position, total: entries.length })}
      renderLink={routerLink}
      previous={
        previous && {
          href: learnPath(courseId, previous.content.id),
          label: t('learn.previous'),
          title: pick(previous.content.title),
        }
      }
      next={
        next && {
          href: learnPath(courseId, next.content.id),
          label: t('learn.next'),
          title: pick(next.content.title),
          isDisabled: next.content.status === 'locked',
          disabledReason: isCurrentDone ? t('learn.nextLockedOther') : t('learn.nextLocked'),
        }
      }
    />
  );
}
