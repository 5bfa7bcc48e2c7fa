import { useTranslation } from 'react-i18next';
import { Callout } from '@ajar/ui';
import type { Leaderboard } from '@ajar/api/contract';
import { AppLink } from '../../../shared/shell/AppLink';
import { MY_POINTS_PATH } from '../shared/pointKeys';
import { usePointFormats } from '../shared/usePointFormats';

/**
 * Where I stand in the period: my rank among the learners on the board and my points; as a
 * hidden learner, my private rank (only I see it); as staff, that I see the board but am not
 * on it. The line is live, so switching the period is heard as well as seen.
 */
export function MyStanding({ board }: { board: Leaderboard }) {
  const { t } = useTranslation();
  const format = usePointFormats();
  const { me, period } = board;

  if (!me.onBoards)
    return (
      <Callout tone="info" title={t('points.board.staff.title')}>
        {t('points.board.staff.description')}
      </Callout>
    );

  const points = t('points.amount', { count: me.points });
  const changeLink = (
    <AppLink to={MY_POINTS_PATH} isStandalone>
      {t('points.board.changeVisibility')}
    </AppLink>
  );

  if (me.visibility === 'hidden')
    return (
      <Callout tone="info" title={t('points.board.hidden.title')}>
        <p aria-live="polite">
          {me.rank === null
            ? t(`points.board.noPoints.${period}`)
            : `${t('points.board.hidden.rank', { rank: format.number(me.rank) })} · ${points}`}
        </p>
        <p>{t('points.board.hidden.note')}</p>
        {changeLink}
      </Callout>
    );

  // The rank of my row: the API's `me.rank` counts hidden learners too, and the line must agree
  // with the row under it and with the count of learners on the board.
  const rank = [...board.top, ...board.aroundMe].find((entry) => entry.isMe)?.rank ?? me.rank;
  return (
    <div>
      <p aria-live="polite">
        {rank === null
          ? t(`points.board.noPoints.${period}`)
          : `${t('points.board.myRank', { rank: format.number(rank), count: board.participants })} · ${points}`}
      </p>
      {board.from && <p>{t('points.board.since', { date: format.day(board.from) })}</p>}
      {me.visibility === 'anonymous' && (
        <>
          <p>{t('points.board.anonymousNote')}</p>
          {changeLink}
        </>
      )}
    </div>
  );
}
