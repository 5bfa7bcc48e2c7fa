import { useTranslation } from 'react-i18next';
import { FilterBar, TextField } from '@ajar/ui';
import { GROUP_LIMITS } from '@ajar/api/contract/group-rules';
import { useSearchDraft } from '../../../shared/forms/useSearchDraft';

interface CourseSearchProps {
  /** The words searched for. */
  q: string;
  /** How many courses they found, once known. */
  found: number | undefined;
  onSearch: (q: string) => void;
}

/** Words of a course's title; it searches once the typing pauses. */
export function CourseSearch({ q, found, onSearch }: CourseSearchProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useSearchDraft(q, (text) => onSearch(text.trim()));
  return (
    <FilterBar
      label={t('groups.addCourse.searchBarLabel')}
      onSubmit={() => onSearch(draft.trim())}
      summary={
        found === undefined ? undefined : t('groups.addCourse.resultCount', { count: found })
      }
      search={
        <TextField
          type="search"
          name="q"
          label={t('groups.addCourse.searchLabel')}
          placeholder={t('groups.addCourse.searchPlaceholder')}
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
