import { useTranslation } from 'react-i18next';
import { PageHeader, Tabs } from '@ajar/ui';
import { useSession } from '../../../session';
import { useHead } from '../../../shared/head/useHead';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { DepartmentBoard } from './DepartmentBoard';
import { PeopleBoard } from './PeopleBoard';
import { PeriodSwitch } from './PeriodSwitch';
import { SignInToSee } from './SignInToSee';
import { BOARD_VIEWS, useBoardParams, type BoardView } from './useBoardParams';

/**
 * /leaderboard: my company's learners (or its departments) by points this week, this month or
 * of all time, with where I stand. The boards belong to a company: a visitor is asked to sign
 * in, and nothing is asked of the API until then.
 */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const isSignedIn = useSession() !== null;
  const title = t('pages.leaderboard.title');
  useHead(title);
  return (
    <>
      <PageHeader
        title={title}
        description={t('points.board.lead')}
        breadcrumb={entry && <PageCrumbs entry={entry} />}
      />
      {isSignedIn ? <Boards /> : <SignInToSee />}
    </>
  );
}

/** The period for both views, then a tab per view; only the shown view is read. */
function Boards() {
  const { t } = useTranslation();
  const { period, view, update } = useBoardParams();
  return (
    <>
      <PeriodSwitch value={period} onChange={(next) => update({ period: next })} />
      <Tabs
        label={t('points.board.viewLabel')}
        value={view}
        onChange={(next) => update({ view: next as BoardView })}
        items={BOARD_VIEWS.map((item) => ({
          value: item,
          label: t(`points.board.view.${item}`),
          content:
            view === item &&
            (item === 'people' ? (
              <PeopleBoard period={period} />
            ) : (
              <DepartmentBoard period={period} />
            )),
        }))}
      />
    </>
  );
}
