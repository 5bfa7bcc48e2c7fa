import { useTranslation } from 'react-i18next';
import { EmptyState } from '@ajar/ui';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { ClassesHeader } from './ClassesHeader';

/** What was looked for: a program, a class, or an address deeper than a class. */
export type MissingKind = 'program' | 'class' | 'page';

/** An address under /classes with nothing behind it: a way back to the programs, not an error. */
export function ClassesNotFound({ kind }: { kind: MissingKind }) {
  const { t } = useTranslation();
  const title = t(`classes.notFound.${kind}`);
  useHead(title);
  return (
    <>
      <ClassesHeader title={t('pages.classes.title')} />
      <EmptyState
        headingLevel={2}
        title={title}
        description={t(`classes.notFound.${kind}Description`)}
        action={<AppLink to="/classes">{t('classes.notFound.back')}</AppLink>}
      />
    </>
  );
}
