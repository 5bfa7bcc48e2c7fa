import { useTranslation } from 'react-i18next';
import { PageSection, StatPanel } from '@ajar/ui';
import type { Employment } from '@ajar/api/contract';

/** What the company keeps about the person's job: shown, never edited here. */
export function EmploymentFacts({ employment }: { employment: Employment }) {
  const { t } = useTranslation();
  const facts = [
    { label: t('profile.employment.employeeNumber'), value: employment.employeeNumber },
    { label: t('profile.employment.department'), value: employment.department },
    { label: t('profile.employment.position'), value: employment.position },
    { label: t('profile.employment.supervisor'), value: employment.supervisor?.name ?? null },
  ];
  return (
    <PageSection title={t('profile.employment.title')} description={t('profile.employment.lead')}>
      <StatPanel
        items={facts.map(({ label, value }) => ({
          label,
          value: value ?? t('profile.employment.none'),
        }))}
      />
    </PageSection>
  );
}
