import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Breadcrumb, type BreadcrumbItem } from '@ajar/ui';
import { groupPath } from './groupKeys';

/**
 * The way back from a group's pages: my groups, the group (by name, once known), this page.
 * The route table cannot link a parent whose path needs an id, so the group's pages say it.
 */
export function GroupCrumbs({
  group,
  current,
}: {
  group?: { id: number; name: string };
  current: string;
}) {
  const { t } = useTranslation();
  const items: BreadcrumbItem[] = [{ label: t('pages.myGroups.title'), href: '/my-group' }];
  if (group) items.push({ label: group.name, href: groupPath(group.id) });
  items.push({ label: current });
  return (
    <Breadcrumb
      items={items}
      label={t('nav.breadcrumb')}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
