import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button, FormError, toast } from '@ajar/ui';
import { GROUP_LIMITS } from '@ajar/api/contract/group-rules';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useApi } from '../../../shared/data/useApi';
import { useFocusOnError } from '../../../shared/forms/useFocusOnError';
import { groupCandidatesKey, groupPath, showsGroups } from '../shared/groupKeys';
import { CandidateResults, type Person } from './CandidateResults';
import { LeadersOnly } from '../shared/ManageGroupPage';
import { PeopleSearch } from './PeopleSearch';

/**
 * Search by name, tick people (up to the API's limit at once), add them. Who was ticked stays
 * ticked while the search changes, so people can be gathered over several searches.
 */
export function MemberPicker({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [q, setQ] = useState('');
  const load = useApi(groupCandidatesKey(groupId, q), { keepPreviousData: true });
  const [chosen, setChosen] = useState<Person[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const summary = useFocusOnError<HTMLDivElement>(error);

  // Leadership can end while the page is open: the API then refuses the search.
  if (load.error?.status === 403) return <LeadersOnly page="addMember" groupId={groupId} />;

  const fail = (message: string) => {
    // The same message again changes no state, so it would not take focus on its own.
    if (message === error) summary.current?.focus();
    setError(message);
  };

  async function add(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    if (chosen.length === 0) return fail(t('groups.addMember.noneChosen'));
    setSending(true);
    try {
      await apiRequest('post', '/groups/{id}/members', {
        path: { id: groupId },
        body: { userIds: chosen.map((person) => person.id) },
      });
    } catch (refusal) {
      setSending(false);
      return fail(
        refusal instanceof ApiRequestError ? refusal.message : t('groups.addMember.failed'),
      );
    }
    toast.success({ description: t('groups.addMember.added', { count: chosen.length }) });
    await mutate(showsGroups);
    await navigate(groupPath(groupId));
  }

  const isFull = chosen.length >= GROUP_LIMITS.addAtOnce;
  return (
    <>
      <PeopleSearch q={q} found={load.data?.items.length} onSearch={setQ} />
      <form noValidate aria-label={t('groups.addMember.formLabel')} onSubmit={(e) => void add(e)}>
        <FormError errors={error ? [{ message: error }] : []} ref={summary} />
        <CandidateResults
          q={q}
          load={load}
          chosen={chosen}
          isFull={isFull}
          onToggle={(person, on) =>
            setChosen((list) =>
              on ? [...list, person] : list.filter((other) => other.id !== person.id),
            )
          }
        />
        <p aria-live="polite">
          {isFull
            ? t('groups.addMember.limitReached', { max: GROUP_LIMITS.addAtOnce })
            : t('groups.addMember.chosenCount', {
                count: chosen.length,
                max: GROUP_LIMITS.addAtOnce,
              })}
        </p>
        <Button type="submit" isLoading={isSending} loadingLabel={t('groups.addMember.sending')}>
          {chosen.length === 0
            ? t('groups.addMember.submitNone')
            : t('groups.addMember.submit', { count: chosen.length })}
        </Button>
      </form>
    </>
  );
}
