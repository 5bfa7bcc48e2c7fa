import { useTranslation } from 'react-i18next';
import { Button, Callout, EmptyState } from '@ajar/ui';
import type { LearnOutline } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { continueId, flattenOutline, learnPath } from '../../../shared/courses/learnOutline';

/** Where the learner can go on from: the content "continue" leads to, with its title. */
function useContinue(outline: LearnOutline) {
  const pick = useLocalized();
  const id = continueId(outline);
  const entry = flattenOutline(outline).find((e) => e.content.id === id);
  return entry
    ? { href: learnPath(outline.course.id, entry.content.id), title: pick(entry.content.title) }
    : null;
}

/** A content that opens only after the ones before it are done. */
export function LockedContent({ outline }: { outline: LearnOutline }) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  const next = useContinue(outline);
  return (
    <Callout
      tone="warning"
      title={t('learn.locked.title')}
      actions={
        next && (
          // The title on one line under the lead: "Continue with: <title>" on one button
          // line wrapped to three at 320 px. Its name keeps the title whole.
          <Button
            href={next.href}
            onClick={navigateOnClick(next.href)}
            lead={t('learn.locked.actionLead')}
          >
            {next.title}
          </Button>
        )
      }
    >
      <p>{t('learn.locked.description')}</p>
    </Callout>
  );
}

/** The address names no content of this course. */
export function ContentNotFound({ outline }: { outline: LearnOutline }) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  const next = useContinue(outline);
  return (
    <EmptyState
      title={t('learn.contentNotFound.title')}
      description={t('learn.contentNotFound.description')}
      action={
        next && (
          <Button href={next.href} onClick={navigateOnClick(next.href)}>
            {t('learn.contentNotFound.action')}
          </Button>
        )
      }
    />
  );
}
