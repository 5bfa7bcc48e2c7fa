import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Breadcrumb, type BreadcrumbItem } from '@ajar/ui';
import { MY_TEAM_PATH, memberPath } from './teamKeys';

/**
 * The way back from a team member's pages: the dashboard, my team, the person (by name, once
 * known), this page. The route table cannot link a parent whose path needs an id, so the
 * team's pages say it.
 */
export function TeamCrumbs({
  member,
  current,
}: {
  member?: { id: number; name: string };
  current: string;
}) {
  const { t } = useTranslation();
  const items: BreadcrumbItem[] = [
    { label: t('pages.myDashboard.title'), href: '/my-dashboard' },
    { label: t('pages.myTeam.title'), href: MY_TEAM_PATH },
  ];
  if (member) items.push({ label: member.name, href: memberPath(member.id) });
  items.push({ label: current });
  return (
    <Breadcrumb
      items={items}
      label={t('nav.breadcrumb')}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
