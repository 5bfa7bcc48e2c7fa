import { color } from '@ajar/tokens';
import { useUiMessages, type UiMessageKey } from '../messages';
import { VisuallyHidden } from '../internal/a11y';
import { MedalIcon } from './LeaderboardTable.styles';

const medalName = {
  1: 'leaderboardGold',
  2: 'leaderboardSilver',
  3: 'leaderboardBronze',
} as const satisfies Record<1 | 2 | 3, UiMessageKey>;

/** A medal for ranks 1–3: an icon for the eye, its name ("Medali emas") for screen readers. */
export function Medal({ rank }: { rank: 1 | 2 | 3 }) {
  const { messages } = useUiMessages();
  return (
    <>
      <MedalIcon $rank={rank} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 2h4l2 6H9zM17 2h-4l-2 6h4z" fill="currentColor" opacity="0.55" />
        <circle cx="12" cy="15" r="7" fill="currentColor" />
        <path
          d="M12 11l1.2 2.5 2.7.3-2 1.9.5 2.7L12 17.1l-2.4 1.3.5-2.7-2-1.9 2.7-.3z"
          fill={color.surface}
        />
      </MedalIcon>
      <VisuallyHidden>{messages[medalName[rank]]}</VisuallyHidden>
    </>
  );
}
