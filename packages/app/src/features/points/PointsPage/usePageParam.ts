import { useSearchParams } from 'react-router-dom';

/** The history's page in the address (`?page=2`), so a reload or the back button keeps it. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next > 1) query.set('page', String(next));
      else query.delete('page');
      return query;
    });
  return { page, setPage };
}
