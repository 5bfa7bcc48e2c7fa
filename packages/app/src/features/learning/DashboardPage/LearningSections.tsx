import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardGrid, PageSection, ProgressIndicator } from '@ajar/ui';
import type { ContinueLearningTile, DueCourse } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime';
import { learnPath } from '../shared/myCoursePaths';

/** The course touched last and the content the player would open next, one press away. */
export function ContinueSection({ tile }: { tile: ContinueLearningTile | null }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const navigateOnClick = useNavigateOnClick();
  const heading = t('dashboard.continue.title');
  if (!tile)
    return (
      <PageSection title={heading}>
        <Card
          footer={
            <Button href="/courses" onClick={navigateOnClick('/courses')} size="sm">
              {t('dashboard.continue.browse')}
            </Button>
          }
        >
          <p>{t('dashboard.continue.empty')}</p>
        </Card>
      </PageSection>
    );
  const title = pick(tile.course.title);
  const next = tile.nextContent;
  const href = learnPath(tile.course.id, next?.id);
  return (
    <PageSection title={heading}>
      <Card
        title={title}
        footer={
          <Button
            href={href}
            onClick={navigateOnClick(href)}
            aria-label={
              next
                ? t('dashboard.continue.actionLabel', { title, content: pick(next.title) })
                : t('dashboard.continue.openLabel', { title })
            }
          >
            {next ? t('dashboard.continue.action') : t('dashboard.continue.open')}
          </Button>
        }
      >
        <ProgressIndicator
          value={tile.progress}
          label={t('dashboard.continue.progress', { title })}
          hasStateLabel={false}
        />
        <p>
          {next
            ? t('dashboard.continue.next', { content: pick(next.title) })
            : t('dashboard.continue.allDone')}
        </p>
      </Card>
    </PageSection>
  );
}

const DUE_TONE = { overdue: 'danger', dueSoon: 'warning' } as const;

/** Assigned courses past their due date or due within a week, each said in words. */
export function DueSection({ due }: { due: DueCourse[] }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const formatDate = useFormatDateTime();
  const navigateOnClick = useNavigateOnClick();
  return (
    <PageSection title={t('dashboard.due.title')}>
      {due.length === 0 ? (
        <p>{t('dashboard.due.empty')}</p>
      ) : (
        <CardGrid aria-label={t('dashboard.due.listLabel')}>
          {due.map((item) => {
            const title = pick(item.course.title);
            const href = learnPath(item.course.id);
            const date = formatDate(item.dueAt);
            return (
              <Card
                key={item.course.id}
                as="article"
                title={title}
                header={
                  <Badge tone={DUE_TONE[item.state]}>{t(`dashboard.due.${item.state}`)}</Badge>
                }
                footer={
                  <Button
                    href={href}
                    onClick={navigateOnClick(href)}
                    size="sm"
                    variant="secondary"
                    aria-label={t('myCourses.continueCourse', { title })}
                  >
                    {t('dashboard.continue.action')}
                  </Button>
                }
              >
                <p>
                  {item.state === 'overdue'
                    ? t('dashboard.due.overdueSince', { date })
                    : t('dashboard.due.dueOn', { date })}
                </p>
                <ProgressIndicator
                  value={item.progress}
                  size="sm"
                  label={t('dashboard.continue.progress', { title })}
                  hasStateLabel={false}
                />
              </Card>
            );
          })}
        </CardGrid>
      )}
    </PageSection>
  );
}
