import { useSearchParams } from 'react-router-dom';

export const MY_COURSE_TABS = ['inProgress', 'completed'] as const;
export type MyCoursesTab = (typeof MY_COURSE_TABS)[number];

/** The tab lives in the address (?status=completed), so reload and back keep it. */
export function useMyCoursesTab() {
  const [params, setParams] = useSearchParams();
  const tab: MyCoursesTab = params.get('status') === 'completed' ? 'completed' : 'inProgress';
  const setTab = (next: string) =>
    setParams(
      (previous) => {
        const search = new URLSearchParams(previous);
        // The default tab stays out of the address: /my-courses, not ?status=inProgress.
        if (next === 'completed') search.set('status', next);
        else search.delete('status');
        return search;
      },
      { replace: true },
    );
  return [tab, setTab] as const;
}
