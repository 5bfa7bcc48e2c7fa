import { useUiMessages } from '../messages';
import { CheckIcon, FlagIcon } from '../internal/icons';
import { Key, KeyItem, KeySwatch } from './QuizNavigator.styles';

/** The key under the grid: what each look of a question button means. */
export function NavigatorKey() {
  const { messages } = useUiMessages();
  return (
    <Key>
      <KeyItem>
        <KeySwatch $look="answered" aria-hidden="true">
          <CheckIcon />
        </KeySwatch>
        {messages.quizNavigatorKeyAnswered}
      </KeyItem>
      <KeyItem>
        <KeySwatch $look="unanswered" aria-hidden="true" />
        {messages.quizNavigatorKeyUnanswered}
      </KeyItem>
      <KeyItem>
        <KeySwatch $look="flagged" aria-hidden="true">
          <FlagIcon isFilled />
        </KeySwatch>
        {messages.quizNavigatorKeyFlagged}
      </KeyItem>
      <KeyItem>
        <KeySwatch $look="current" aria-hidden="true" />
        {messages.quizNavigatorKeyCurrent}
      </KeyItem>
    </Key>
  );
}
