import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, FilterBar, PageSection, Skeleton, TextField } from '@ajar/ui';
import { FORUM_LIMITS } from '@ajar/api/contract/forum-rules';
import { useSearchDraft } from '../../../shared/forms/useSearchDraft';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { forumSearchKey } from '../shared/forumKeys';
import { ThreadList } from '../shared/ThreadList';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/**
 * Searching every area I may read, from the forum's first page: the words stay in the address
 * (`/forum/module?q=`), the results say which topic each thread is in.
 */
export function ForumSearch() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = positive(params.get('page'));
  const isSearching = q.length >= FORUM_LIMITS.searchMinLength;
  const load = useApi(isSearching ? forumSearchKey(q, page) : null, { keepPreviousData: true });
  const go = (words: string, nextPage = 1) =>
    setParams(words ? { q: words, ...(nextPage > 1 ? { page: String(nextPage) } : {}) } : {});
  const [draft, setDraft] = useSearchDraft(q, (text) => go(text.trim()));

  return (
    <>
      <FilterBar
        label={t('forum.search.label')}
        onSubmit={() => go(draft.trim())}
        summary={
          isSearching && load.data ? t('forum.resultCount', { count: load.data.total }) : undefined
        }
        search={
          <TextField
            type="search"
            name="q"
            label={t('forum.search.field')}
            placeholder={t('forum.search.placeholder')}
            hint={t('forum.search.hint', { min: FORUM_LIMITS.searchMinLength })}
            value={draft}
            maxLength={FORUM_LIMITS.searchMaxLength}
            enterKeyHint="search"
            onChange={(event) => setDraft(event.target.value)}
          />
        }
      />
      {isSearching && (
        <PageSection title={t('forum.search.results', { q })}>
          {!load.data ? (
            <LoadPending
              load={load}
              error={{ title: t('forum.search.error'), description: t('loadError.network') }}
              loadingLabel={t('forum.search.loading')}
            >
              <Skeleton lines={3} />
            </LoadPending>
          ) : load.data.items.length === 0 ? (
            <EmptyState title={t('forum.filterEmpty')} description={t('forum.search.emptyHint')} />
          ) : (
            <ThreadList
              threads={load.data.items}
              placeOf={(thread) => pick(thread.topic.title)}
              page={load.data.page}
              pageCount={load.data.totalPages}
              onPageChange={(next) => go(q, next)}
            />
          )}
        </PageSection>
      )}
    </>
  );
}
