import { useSearchParams } from 'react-router-dom';
import { PSYCHOTEST_IDS, type PsychotestId } from '@ajar/api/contract/psychotest-rules';

/** What the page shows, from its address: the list, a test being taken, or one result. */
export type PsychotestView =
  | { kind: 'overview' }
  | { kind: 'take'; instrument: PsychotestId }
  | { kind: 'result'; attemptId: number };

const isInstrument = (value: string | null): value is PsychotestId =>
  PSYCHOTEST_IDS.some((id) => id === value);

/**
 * The view in the address (`?take=big-five`, `?result=12`), so a reload, a shared link or the
 * back button keeps it. Anything unreadable shows the list.
 */
export function usePsychotestView() {
  const [params, setParams] = useSearchParams();
  const take = params.get('take');
  const result = Number(params.get('result'));
  const view: PsychotestView = isInstrument(take)
    ? { kind: 'take', instrument: take }
    : Number.isInteger(result) && result > 0
      ? { kind: 'result', attemptId: result }
      : { kind: 'overview' };

  /** Opens a view; `replace` when the one left should not be gone back to (a sent test). */
  const show = (next: PsychotestView, { replace = false } = {}) =>
    setParams(
      () => {
        const query = new URLSearchParams();
        if (next.kind === 'take') query.set('take', next.instrument);
        if (next.kind === 'result') query.set('result', String(next.attemptId));
        return query;
      },
      { replace },
    );
  return { view, show };
}
