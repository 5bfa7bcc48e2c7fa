import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Breadcrumb, type BreadcrumbItem } from '@ajar/ui';

interface ForumCrumbsProps {
  /** The topic, linked, when the page is below it (a thread). */
  topic?: { id: number; title: string };
  /** This page's own name, last and not linked. */
  current: string;
  /** The forum's own list of areas: the trail is Home › Forum. */
  isForumHome?: boolean;
}

/** Home › Forum › (topic ›) this page: the spec's breadcrumb for the forum's routes. */
export function ForumCrumbs({ topic, current, isForumHome = false }: ForumCrumbsProps) {
  const { t } = useTranslation();
  const items: BreadcrumbItem[] = [
    { label: t('pages.home.title'), href: '/' },
    ...(isForumHome ? [] : [{ label: t('pages.forumModule.title'), href: '/forum/module' }]),
    ...(topic ? [{ label: topic.title, href: `/forum/topic?id=${topic.id}` }] : []),
    { label: current },
  ];
  return (
    <Breadcrumb
      items={items}
      label={t('nav.breadcrumb')}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
