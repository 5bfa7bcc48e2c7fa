import { useTranslation } from 'react-i18next';
import { Button, PageSection, StatPanel } from '@ajar/ui';
import type { OpenQuestionsTile } from '@ajar/api/contract';
import { useLang } from '../../../shared/data/localized';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';

const QUESTIONS_PATH = '/my-team/question';

/**
 * Questions my supervisor asked me that wait for my answer. The team menu is only for people
 * with a team, so for everyone else this and the notice are the way to them.
 */
export function QuestionsSection({ tile }: { tile: OpenQuestionsTile }) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  // A due day is a calendar day: read as written, whatever the reader's zone.
  const day = new Intl.DateTimeFormat(INTL_LOCALES[useLang()], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const { first } = tile;
  const answerPath = `${QUESTIONS_PATH}?question=${first.id}`;
  return (
    <PageSection title={t('dashboard.questions.title')}>
      <StatPanel
        items={[
          {
            label: t('dashboard.questions.waiting'),
            value: tile.count,
            hint: first.dueOn
              ? t('dashboard.questions.firstDue', {
                  name: first.asker,
                  date: day.format(new Date(`${first.dueOn}T00:00:00Z`)),
                })
              : t('dashboard.questions.firstFrom', { name: first.asker }),
          },
        ]}
        actions={
          <>
            <Button href={answerPath} onClick={navigateOnClick(answerPath)} size="sm">
              {t('dashboard.questions.answer')}
            </Button>
            {tile.count > 1 && (
              <Button
                href={QUESTIONS_PATH}
                onClick={navigateOnClick(QUESTIONS_PATH)}
                size="sm"
                variant="secondary"
              >
                {t('dashboard.questions.all')}
              </Button>
            )}
          </>
        }
      />
    </PageSection>
  );
}
