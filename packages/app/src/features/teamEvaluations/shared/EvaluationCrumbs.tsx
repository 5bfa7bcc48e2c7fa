import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Breadcrumb, type BreadcrumbItem } from '@ajar/ui';
import { MY_TEAM_PATH, memberPath } from '../../team/shared/teamKeys';
import { recapPath } from './evaluationKeys';

/**
 * The way back from an evaluation page: the dashboard, my team, the person (by name, once
 * known), their evaluations (below the recap itself), this page. As the team's own crumbs,
 * said here: the route table cannot link a parent whose path needs an id.
 */
export function EvaluationCrumbs({
  member,
  current,
  isBelowRecap = false,
}: {
  member?: { id: number; name: string };
  current: string;
  isBelowRecap?: boolean;
}) {
  const { t } = useTranslation();
  const items: BreadcrumbItem[] = [
    { label: t('pages.myDashboard.title'), href: '/my-dashboard' },
    { label: t('pages.myTeam.title'), href: MY_TEAM_PATH },
  ];
  if (member) {
    items.push({ label: member.name, href: memberPath(member.id) });
    if (isBelowRecap)
      items.push({ label: t('pages.evaluationRecap.title'), href: recapPath(member.id) });
  }
  items.push({ label: current });
  return (
    <Breadcrumb
      items={items}
      label={t('nav.breadcrumb')}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
