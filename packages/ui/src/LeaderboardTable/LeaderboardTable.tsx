import type { ReactNode, Ref } from 'react';
import { component } from '@ajar/tokens';
import { Avatar } from '../Avatar';
import { Table, type TableColumn, type TableProps } from '../Table';
import { useUiMessages } from '../messages';
import { Medal } from './Medal';
import { Detail, Learner, LearnerText, MedalSlot, Points, Rank } from './LeaderboardTable.styles';

export interface LeaderboardEntry {
  /** Stable id of the learner (compared with `currentUserId`). */
  id: string | number;
  /** Position as computed by the server; tied learners share a rank. */
  rank: number;
  name: string;
  /** Photo address; initials show without it. */
  avatarSrc?: string;
  /** A second line under the name, e.g. the department. */
  detail?: string;
  points: number;
}

export interface LeaderboardTableProps extends Omit<
  TableProps<LeaderboardEntry>,
  'columns' | 'rows' | 'getRowKey' | 'caption' | 'highlightRowKey' | 'highlightLabel'
> {
  /** The ranked learners, in rank order. */
  entries: readonly LeaderboardEntry[];
  /** The signed-in learner's id: their row is highlighted and marked "(Anda)" / "(you)". */
  currentUserId?: string | number;
  /**
   * Names the table.
   * @default built-in "Papan peringkat" / "Leaderboard"
   */
  caption?: ReactNode;
  /**
   * Shown when there are no entries.
   * @default built-in "Belum ada peringkat" / "No rankings yet"
   */
  emptyState?: ReactNode;
  /**
   * Screen-reader mark of the current user's row, shown in parentheses.
   * @default built-in "Anda" / "you"
   */
  currentUserLabel?: string;
  /** Forwarded to the `<table>`. */
  ref?: Ref<HTMLTableElement>;
}

const isMedal = (rank: number): rank is 1 | 2 | 3 => rank >= 1 && rank <= 3;

/** Learners ranked by points, the top three with medals and the current user highlighted. */
export function LeaderboardTable({
  entries,
  currentUserId,
  caption,
  emptyState,
  currentUserLabel,
  ...rest
}: LeaderboardTableProps) {
  const { messages, locale } = useUiMessages();
  const number = new Intl.NumberFormat(locale);
  const columns: TableColumn<LeaderboardEntry>[] = [
    {
      key: 'rank',
      header: messages.leaderboardRank,
      width: component.leaderboardRankWidth,
      render: (entry) => (
        <Rank>
          <MedalSlot>{isMedal(entry.rank) && <Medal rank={entry.rank} />}</MedalSlot>
          {number.format(entry.rank)}
        </Rank>
      ),
    },
    {
      key: 'name',
      header: messages.leaderboardLearner,
      isRowHeader: true,
      render: (entry) => (
        <Learner>
          <Avatar name={entry.name} src={entry.avatarSrc} size="sm" isDecorative />
          <LearnerText>
            <span>{entry.name}</span>
            {entry.detail && <Detail>{entry.detail}</Detail>}
          </LearnerText>
        </Learner>
      ),
    },
    {
      key: 'points',
      header: messages.leaderboardPoints,
      align: 'end',
      render: (entry) => <Points>{number.format(entry.points)}</Points>,
    },
  ];
  return (
    <Table
      columns={columns}
      rows={entries}
      getRowKey={(entry) => entry.id}
      caption={caption ?? messages.leaderboardCaption}
      emptyState={emptyState ?? messages.leaderboardEmpty}
      highlightRowKey={currentUserId}
      highlightLabel={currentUserLabel ?? messages.leaderboardYou}
      {...rest}
    />
  );
}
