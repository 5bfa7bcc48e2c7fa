import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader, PageSection } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { myGroupsKey } from '../shared/groupKeys';
import { CreateGroupForm } from './CreateGroupForm';
import { MyGroupList } from './MyGroupList';

const JOIN_PAGE = '/my-group/join';

/** /my-group: the groups I am in with my progress, my requests to join, and starting a group. */
export function MyGroupsPage() {
  const { t } = useTranslation();
  const title = t('pages.myGroups.title');
  useHead(title);
  const navigateOnClick = useNavigateOnClick();
  const load = useApi(myGroupsKey);
  const [isCreating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  const wasCreating = useRef(false);
  useEffect(() => {
    // Closing the form without a group hands focus back to the button that opens it.
    if (wasCreating.current && !isCreating) createButton.current?.focus();
    wasCreating.current = isCreating;
  }, [isCreating]);
  const openForm = () => setCreating(true);

  return (
    <>
      <PageHeader
        title={title}
        description={t('groups.list.lead')}
        actions={
          <>
            <Button variant="secondary" href={JOIN_PAGE} onClick={navigateOnClick(JOIN_PAGE)}>
              {t('groups.list.join')}
            </Button>
            {!isCreating && (
              <Button ref={createButton} onClick={openForm}>
                {t('groups.list.create')}
              </Button>
            )}
          </>
        }
      />
      {isCreating && (
        <PageSection title={t('groups.list.form.title')} description={t('groups.list.form.lead')}>
          <CreateGroupForm onCancel={() => setCreating(false)} />
        </PageSection>
      )}
      <MyGroupList load={load} onCreate={isCreating ? null : openForm} />
    </>
  );
}
