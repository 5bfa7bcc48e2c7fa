import { useSearchParams } from 'react-router-dom';
import type { PointPeriod } from '@ajar/api/contract/point-rules';
import { POINT_PERIODS } from '@ajar/api/contract/point-rules';

export const BOARD_VIEWS = ['people', 'departments'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

/**
 * The board's period and view live in the address (`?period=month&view=departments`), so a
 * reload, a shared link and the back button keep what the reader chose. People is the view
 * without a `view`; an unknown value reads as the default.
 */
export function useBoardParams() {
  const [params, setParams] = useSearchParams();
  const period: PointPeriod = POINT_PERIODS.find((p) => p === params.get('period')) ?? 'week';
  const view: BoardView = params.get('view') === 'departments' ? 'departments' : 'people';
  const update = (changes: { period?: PointPeriod; view?: BoardView }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.period) next.set('period', changes.period);
      if (changes.view === 'departments') next.set('view', changes.view);
      else if (changes.view === 'people') next.delete('view');
      return next;
    });
  return { period, view, update };
}
