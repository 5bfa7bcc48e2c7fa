import type { ReactNode } from 'react';
import { PageHeader, type BreadcrumbItem } from '@ajar/ui';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';

interface ClassesHeaderProps {
  title: string;
  description?: ReactNode;
  /** The levels below Kelas: a program, then a class. */
  trail?: BreadcrumbItem[];
}

/** The h1 of every classes view, under the route's breadcrumb extended to what is shown. */
export function ClassesHeader({ title, description, trail }: ClassesHeaderProps) {
  const entry = useRouteEntry();
  return (
    <PageHeader
      title={title}
      description={description}
      breadcrumb={entry && <PageCrumbs entry={entry} trail={trail} />}
    />
  );
}
