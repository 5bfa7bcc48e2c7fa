import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Callout, PageSection, RadioGroup, toast } from '@ajar/ui';
import type { MyPoints } from '@ajar/api/contract';
import { BOARD_VISIBILITIES } from '@ajar/api/contract/point-rules';
import { apiRequest } from '../../../api';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { myPointsKey, showsBoards } from '../shared/pointKeys';
import { VISIBILITY_FIELDS, visibilitySchema, type VisibilityValues } from './visibilitySchema';

/**
 * By name, anonymously, or not at all: how I appear on the boards, each choice explained. A
 * save that fails says why above the form and keeps the choice, to send again.
 */
export function VisibilityForm({ points }: { points: MyPoints }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const title = t('points.visibility.title');

  async function send({ visibility }: VisibilityValues) {
    const saved = await apiRequest('put', '/points/visibility', { body: { visibility } });
    await mutate(myPointsKey, saved, { revalidate: false });
    // The boards read afresh with the new choice; a refresh that fails waits for the next visit.
    mutate(showsBoards).catch(() => undefined);
    toast.success({ description: t('points.visibility.saved') });
  }

  return (
    <PageSection title={title}>
      {points.companyAnonymous && (
        <Callout tone="info" headingLevel={3} title={t('points.visibility.companyAnonymous.title')}>
          {t('points.visibility.companyAnonymous.description')}
        </Callout>
      )}
      <ApiForm<VisibilityValues>
        label={title}
        initialValues={{ visibility: points.visibility }}
        schema={visibilitySchema}
        fields={VISIBILITY_FIELDS}
        failed={t('points.visibility.failed')}
        send={send}
        submitLabel={t('points.visibility.save')}
        loadingLabel={t('points.visibility.saving')}
      >
        {(form) => (
          <RadioGroup
            {...fieldProps(form, 'visibility')}
            label={t('points.visibility.label')}
            options={BOARD_VISIBILITIES.map((choice) => ({
              value: choice,
              label: (
                <>
                  <strong>{t(`points.visibility.option.${choice}.label`)}</strong>
                  {' — '}
                  {t(`points.visibility.option.${choice}.description`)}
                </>
              ),
            }))}
          />
        )}
      </ApiForm>
    </PageSection>
  );
}
