import { useTranslation } from 'react-i18next';
import type { ClassCardProps } from '@ajar/ui';
import type { ClassSummary } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { routerLink } from '../../../shared/shell/routerLink';
import { classesHref } from './classesApi';

/** A class of the API as a ClassCard linking to its page, in the interface language. */
export function useClassCardProps() {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (item: ClassSummary): ClassCardProps => ({
    title: pick(item.title),
    href: classesHref(item.path),
    renderLink: routerLink,
    startsOn: item.startsOn,
    endsOn: item.endsOn,
    status: item.status,
    mode: item.mode,
    location: item.location ?? undefined,
    trainerName: item.trainer?.name,
    memberCount: item.memberCount,
    capacity: item.capacity,
    courseCountLabel: t('classes.courseCount', { count: item.courseCount }),
    isMember: item.isMember,
  });
}
