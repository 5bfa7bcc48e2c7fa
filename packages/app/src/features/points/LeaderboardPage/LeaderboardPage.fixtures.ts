import { prepareStory } from '../../../stories/storyApp';
import { localeOf } from '../../../stories/storySupport';
import { BELOW_TOP_TEN, type BoardScenario } from '../shared/points.fixtures';

/** A visitor without a session: the board asks them to sign in and reads nothing. */
export const signedOutLoaders = [
  async ({ globals }: { globals: Record<string, unknown> }) =>
    prepareStory(localeOf(globals), null),
];

/** Below the top ten and hidden: on no board, with a private rank only I see. */
export const hiddenBelow: BoardScenario = { mine: BELOW_TOP_TEN, visibility: 'hidden' };
