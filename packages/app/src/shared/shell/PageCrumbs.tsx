import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Breadcrumb, type BreadcrumbItem } from '@ajar/ui';
import { routeByKey, type RouteEntry } from '../../routes/table';

interface PageCrumbsProps {
  entry: RouteEntry;
  /**
   * Levels below the route's own, for a route that addresses its pages by path (classes:
   * a program, then a class). The route's own level then links to the route's base path.
   */
  trail?: BreadcrumbItem[];
}

/** The trail for forum, leaderboard, classes and my-team pages: home, parent, this page. */
export function PageCrumbs({ entry, trail = [] }: PageCrumbsProps) {
  const { t } = useTranslation();
  if (!entry.crumb) return null;
  const member = entry.layout === 'member';
  const items: BreadcrumbItem[] = [
    member
      ? { label: t('pages.myDashboard.title'), href: '/my-dashboard' }
      : { label: t('pages.home.title'), href: '/' },
  ];
  const parent = entry.parent ? routeByKey(entry.parent) : undefined;
  // A parent whose path needs an id cannot be linked from here; it is skipped.
  if (parent && !parent.path.includes(':')) {
    if (parent.parent) {
      const grand = routeByKey(parent.parent);
      if (grand && !grand.path.includes(':'))
        items.push({ label: t(`pages.${grand.key}.title`), href: grand.path });
    }
    items.push({ label: t(`pages.${parent.key}.title`), href: parent.path });
  }
  // A path-addressed route's own page is its base: `/classes/*` lives at `/classes`.
  const base = entry.path.replace(/\/\*$/, '');
  if (trail.length > 0 && !base.includes(':'))
    items.push({ label: t(`pages.${entry.key}.title`), href: base }, ...trail);
  else items.push({ label: t(`pages.${entry.key}.title`) });
  return (
    <Breadcrumb
      items={items}
      label={t('nav.breadcrumb')}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
