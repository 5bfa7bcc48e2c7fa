import { useTranslation } from 'react-i18next';
import { FilterBar, TextField } from '@ajar/ui';
import { GROUP_LIMITS } from '@ajar/api/contract/group-rules';
import { useSearchDraft } from '../../../shared/forms/useSearchDraft';

interface PeopleSearchProps {
  /** The words searched for. */
  q: string;
  /** How many people they found, once known. */
  found: number | undefined;
  onSearch: (q: string) => void;
}

/** A name to look for among the company's people; it searches once the typing pauses. */
export function PeopleSearch({ q, found, onSearch }: PeopleSearchProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useSearchDraft(q, (text) => onSearch(text.trim()));
  return (
    <FilterBar
      label={t('groups.addMember.searchBarLabel')}
      onSubmit={() => onSearch(draft.trim())}
      summary={
        found === undefined ? undefined : t('groups.addMember.resultCount', { count: found })
      }
      search={
        <TextField
          type="search"
          name="q"
          label={t('groups.addMember.searchLabel')}
          placeholder={t('groups.addMember.searchPlaceholder')}
          value={draft}
          maxLength={GROUP_LIMITS.searchMaxLength}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
      }
    />
  );
}
