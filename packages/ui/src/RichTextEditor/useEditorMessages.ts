import { useOwnMessages } from '../messages/useOwnMessages';
import { editorMessages, type EditorMessages } from '../messages/groups/editor';

/**
 * The editor's built-in labels in the kit's locale, with any override given to `UiProvider`.
 * They ship with the editor, not in the table every page loads.
 */
export function useEditorMessages(): EditorMessages {
  return useOwnMessages(editorMessages).messages;
}
