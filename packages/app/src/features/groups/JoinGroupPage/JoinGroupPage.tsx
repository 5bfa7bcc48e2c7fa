import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card, PageHeader, PageSection } from '@ajar/ui';
import { useHead } from '../../../shared/head/useHead';
import { GroupCrumbs } from '../shared/GroupCrumbs';
import { JoinableGroups } from './JoinableGroups';
import { JoinCodeForm } from './JoinCodeForm';

/**
 * /my-group/join: joining with a leader's code, or asking a group's leaders to let me in. A
 * QR code printed by a leader links here with `?code=`: the code is filled in, but the
 * person still presses join (the link alone joins nobody).
 */
export function JoinGroupPage() {
  const { t } = useTranslation();
  const title = t('pages.joinGroup.title');
  useHead(title);
  const [params] = useSearchParams();
  const [initialCode] = useState(() => params.get('code')?.trim() ?? '');
  return (
    <>
      <PageHeader
        title={title}
        description={t('groups.join.lead')}
        breadcrumb={<GroupCrumbs current={title} />}
      />
      <PageSection title={t('groups.join.code.title')} description={t('groups.join.code.lead')}>
        <Card>
          <JoinCodeForm initialCode={initialCode} />
        </Card>
      </PageSection>
      <PageSection title={t('groups.join.ask.title')} description={t('groups.join.ask.lead')}>
        <JoinableGroups />
      </PageSection>
    </>
  );
}
