import { useTranslation } from 'react-i18next';
import { Badge, Button, PageSection, StatPanel } from '@ajar/ui';
import type { DailyQuizTile, TeamSummaryTile } from '@ajar/api/contract';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';

const DAILY_QUIZ_PATH = '/my-daily-quiz';
const MY_TEAM_PATH = '/my-team';

/** Today's daily quiz; shown only once the API sends it (the daily quiz feature fills it). */
export function DailyQuizSection({ tile }: { tile: DailyQuizTile }) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  return (
    <PageSection title={t('dashboard.dailyQuiz.title')}>
      <StatPanel
        items={[
          {
            label: t('dashboard.dailyQuiz.title'),
            value: (
              <Badge tone={tile.answeredToday ? 'success' : 'info'}>
                {t(
                  tile.answeredToday
                    ? 'dashboard.dailyQuiz.answered'
                    : 'dashboard.dailyQuiz.notAnswered',
                )}
              </Badge>
            ),
            hint: t('dashboard.dailyQuiz.streak', { count: tile.streakDays }),
          },
        ]}
        actions={
          <Button href={DAILY_QUIZ_PATH} onClick={navigateOnClick(DAILY_QUIZ_PATH)} size="sm">
            {t('dashboard.dailyQuiz.open')}
          </Button>
        }
      />
    </PageSection>
  );
}

/** For a person with direct reports; the API sends it only to them. */
export function TeamSection({ tile }: { tile: TeamSummaryTile }) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  return (
    <PageSection title={t('dashboard.team.title')}>
      <StatPanel
        items={[
          { label: t('dashboard.team.members'), value: tile.members },
          { label: t('dashboard.team.overdue'), value: tile.overdue },
          { label: t('dashboard.team.completedThisMonth'), value: tile.completedThisMonth },
        ]}
        actions={
          <Button
            href={MY_TEAM_PATH}
            onClick={navigateOnClick(MY_TEAM_PATH)}
            size="sm"
            variant="secondary"
          >
            {t('dashboard.team.open')}
          </Button>
        }
      />
    </PageSection>
  );
}
