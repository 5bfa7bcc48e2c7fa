import { useTranslation } from 'react-i18next';
import { FilterBar, Select, TextField } from '@ajar/ui';
import { FORUM_LIMITS, type ForumThreadFilter } from '@ajar/api/contract/forum-rules';
import { useSearchDraft } from '../../../shared/forms/useSearchDraft';

interface ThreadFilterBarProps {
  q: string;
  filter: ForumThreadFilter;
  filters: readonly ForumThreadFilter[];
  /** How many threads match, once known. */
  total: number | undefined;
  onSearch: (q: string) => void;
  onFilter: (filter: ForumThreadFilter) => void;
}

/** Words to find in a topic's threads and posts, and which threads to show. */
export function ThreadFilterBar({ q, filter, filters, total, ...on }: ThreadFilterBarProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useSearchDraft(q, (text) => on.onSearch(text.trim()));

  return (
    <FilterBar
      label={t('forum.searchBarLabel')}
      onSubmit={() => on.onSearch(draft.trim())}
      summary={total === undefined ? undefined : t('forum.resultCount', { count: total })}
      search={
        <TextField
          type="search"
          name="q"
          label={t('forum.searchLabel')}
          placeholder={t('forum.searchPlaceholder')}
          value={draft}
          maxLength={FORUM_LIMITS.searchMaxLength}
          enterKeyHint="search"
          onChange={(event) => setDraft(event.target.value)}
        />
      }
      filters={
        <Select
          name="filter"
          label={t('forum.filterLabel')}
          value={filter}
          options={filters.map((value) => ({ value, label: t(`forum.filter.${value}`) }))}
          onChange={(event) => on.onFilter(event.target.value as ForumThreadFilter)}
        />
      }
    />
  );
}
