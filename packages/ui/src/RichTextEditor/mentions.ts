import { Mention } from '@tiptap/extension-mention';
import { PluginKey } from '@tiptap/pm/state';
import { exitSuggestion, type SuggestionProps } from '@tiptap/suggestion';
import type { EditorView } from '@tiptap/pm/view';

/** A person the writer may mention: stored as `<span data-type="mention" data-id>@label</span>`. */
export interface MentionPerson {
  id: number | string;
  label: string;
}

/** Where the names come from, e.g. the people who may read the thread being written in. */
export interface MentionSource {
  /** People whose name starts with what follows "@" (an empty query: anyone to offer). */
  search: (query: string) => Promise<readonly MentionPerson[]>;
}

/** The open list of names, while "@name" is being typed. */
export interface MentionState {
  query: string;
  items: readonly MentionPerson[];
  isLoading: boolean;
  select: (person: MentionPerson) => void;
}

/** Names offered at once; typing more of the name narrows them. */
export const MENTION_LIST_SIZE = 8;

const mentionKey = new PluginKey('ajarMention');

/** Closes the list without choosing (Escape): the typed "@name" stays as text. */
export const closeMentions = (view: EditorView) => exitSuggestion(view, mentionKey);

/**
 * TipTap's mention node, writing only what the sanitiser keeps (`data-type`, `data-id`,
 * `data-label`), with its list drawn by the kit (`MentionList`) instead of a floating popup:
 * `onChange` gets the list's state, `onKeyDown` the keys typed while it is open.
 */
export function mentionExtension(
  source: () => MentionSource | undefined,
  handlers: {
    onChange: (state: MentionState | null) => void;
    onKeyDown: (event: KeyboardEvent, view: EditorView) => boolean;
  },
) {
  return Mention.configure({
    renderText: ({ node }) => `@${String(node.attrs.label ?? node.attrs.id)}`,
    renderHTML: ({ node }) => [
      'span',
      { 'data-type': 'mention', 'data-id': node.attrs.id, 'data-label': node.attrs.label },
      `@${String(node.attrs.label ?? node.attrs.id)}`,
    ],
    suggestion: {
      char: '@',
      pluginKey: mentionKey,
      items: async ({ query }) =>
        [...((await source()?.search(query)) ?? [])].slice(0, MENTION_LIST_SIZE),
      render: () => {
        const show = (props: SuggestionProps<MentionPerson>) =>
          handlers.onChange({
            query: props.query,
            items: props.items,
            isLoading: props.loading,
            select: (person) => props.command({ id: String(person.id), label: person.label }),
          });
        return {
          onStart: show,
          onUpdate: show,
          onExit: () => handlers.onChange(null),
          onKeyDown: ({ event, view }) => handlers.onKeyDown(event, view),
        };
      },
    },
  });
}
