import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchDraft } from '../../../shared/forms/useSearchDraft';
import { FilterBar, Select, TextField } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { MAX_QUERY_LENGTH } from './coursesQuery';
import { apiPath } from '../../../api';

interface CourseFilterBarProps {
  q: string;
  category: string;
  onSearch: (q: string, options?: { isTyping?: boolean }) => void;
  onCategoryChange: (slug: string) => void;
  /** The result line under the fields. */
  summary?: ReactNode;
}

/**
 * The catalog's search box and category filter. Typing searches after a short pause, Enter
 * at once; a search changed elsewhere (back, "clear filters") shows in the box.
 */
export function CourseFilterBar({
  q,
  category,
  onSearch,
  onCategoryChange,
  summary,
}: CourseFilterBarProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const categories = useApi(apiPath('/categories'));
  const [draft, setDraft] = useSearchDraft(q, (text) => onSearch(text, { isTyping: true }));

  const options = (categories.data?.items ?? []).map((c) => ({
    value: c.slug,
    label: pick(c.name),
  }));

  return (
    <FilterBar
      label={t('courses.filtersLabel')}
      onSubmit={() => onSearch(draft)}
      summary={summary}
      search={
        <TextField
          type="search"
          name="q"
          label={t('courses.searchLabel')}
          placeholder={t('courses.searchPlaceholder')}
          value={draft}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          onChange={(event) => setDraft(event.target.value)}
        />
      }
      filters={
        <Select
          name="category"
          label={t('courses.categoryLabel')}
          placeholder={t('courses.allCategories')}
          options={options}
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
        />
      }
    />
  );
}
