import { useMemo } from 'react';
import { useUiMessages } from '../messages';
import { editorMessages, type EditorMessages } from '../messages/groups/editor';

/**
 * The editor's built-in labels in the kit's locale, with any override given to `UiProvider`.
 * They ship with the editor, not in the table every page loads.
 */
export function useEditorMessages(): EditorMessages {
  const { locale, messages } = useUiMessages();
  return useMemo(() => {
    const overrides = messages as Partial<EditorMessages>;
    const table: EditorMessages = { ...editorMessages[locale] };
    for (const key of Object.keys(table) as (keyof EditorMessages)[])
      table[key] = overrides[key] ?? table[key];
    return table;
  }, [locale, messages]);
}
