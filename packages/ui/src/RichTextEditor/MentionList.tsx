import type { EditorMessages } from '../messages/groups/editor';
import { formatMessage } from '../internal/text';
import type { MentionState } from './mentions';
import { MentionNote, MentionOption, MentionOptions, MentionPanel } from './RichTextEditor.styles';

interface MentionListProps {
  /** The listbox's id: the text points at it (`aria-controls`) while it is open. */
  id: string;
  state: MentionState;
  /** The highlighted name (arrow keys move it; Enter or Tab chooses it). */
  active: number;
  messages: EditorMessages;
}

/** The option's id, which the text names as its active descendant. */
export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The names matching "@…", in the editor under the text rather than floating at the caret:
 * never cut off by a phone's edge or its keyboard. The text keeps focus; the arrow keys move
 * the highlight, which the text announces as its active descendant.
 */
export function MentionList({ id, state, active, messages }: MentionListProps) {
  if (state.items.length === 0)
    return (
      <MentionPanel>
        <MentionNote>
          {state.isLoading ? messages.editorMentionLoading : messages.editorMentionNone}
        </MentionNote>
      </MentionPanel>
    );
  return (
    <MentionPanel>
      <MentionOptions id={id} role="listbox" aria-label={messages.editorMentionList}>
        {state.items.map((person, index) => (
          <MentionOption
            key={person.id}
            id={mentionOptionId(id, index)}
            role="option"
            aria-selected={index === active}
            // The text keeps focus (and its selection) while a name is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => state.select(person)}
          >
            @{person.label}
          </MentionOption>
        ))}
      </MentionOptions>
    </MentionPanel>
  );
}

/** What a screen reader hears as the list changes. */
export function mentionAnnouncement(state: MentionState | null, messages: EditorMessages) {
  if (!state || state.isLoading) return '';
  if (state.items.length === 0) return messages.editorMentionNone;
  return formatMessage(messages.editorMentionCount, { count: state.items.length });
}
