import { useTranslation } from 'react-i18next';
import { Badge, Button, Card } from '@ajar/ui';
import type { GroupSummary } from '@ajar/api/contract';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { routerLink } from '../../../shared/shell/routerLink';
import { groupPath } from '../shared/groupKeys';
import { GroupCourses } from './GroupCourses';

// Leading is said in words; the tone only sets the two apart (never the brand colour).
const ROLE_TONE = { leader: 'info', member: 'neutral' } as const;

/** One of my groups: my role, its size, its courses with my progress, and its discussion. */
export function GroupCard({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  const thread = groupPath(group.id, 'thread');
  return (
    <Card
      as="article"
      title={group.name}
      headingLevel={2}
      href={groupPath(group.id)}
      renderLink={routerLink}
      header={
        // A block of its own, so the badges keep their width in the header's column.
        <div>
          <Badge tone={ROLE_TONE[group.myRole]}>{t(`groups.list.role.${group.myRole}`)}</Badge>
          {/* Only leaders get a number (null for members); none waiting says nothing. */}
          {Boolean(group.pendingRequests) && (
            <>
              {' '}
              <Badge tone="warning">
                {t('groups.list.pendingRequests', { count: group.pendingRequests ?? 0 })}
              </Badge>
            </>
          )}
        </div>
      }
      footer={
        <Button
          size="sm"
          variant="secondary"
          href={thread}
          onClick={navigateOnClick(thread)}
          aria-label={t('groups.list.discussionFor', { name: group.name })}
        >
          {t('groups.list.discussion')}
        </Button>
      }
    >
      {group.description && <p>{group.description}</p>}
      <p>{t('groups.list.memberCount', { count: group.memberCount })}</p>
      <GroupCourses group={group} />
    </Card>
  );
}
