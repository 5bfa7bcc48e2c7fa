import { useRef, useState, type KeyboardEvent } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useEditorMessages } from './useEditorMessages';
import { Tooltip } from '../Tooltip';
import { ToolButton, ToolGroup, ToolbarRow } from './RichTextEditor.styles';
import { toolGroups, type ToolName } from './tools';

const tools = toolGroups.flat();
const positionOf = new Map(tools.map((tool, position) => [tool.name, position]));

/** Cmd on Apple keyboards, Ctrl elsewhere: how the shortcut is written in the tooltip. */
function shortcutText(key: string) {
  const isMac = /Mac|iPhone|iPad/.test(navigator.platform);
  return { text: `${isMac ? '⌘' : 'Ctrl+'}${key}`, aria: `${isMac ? 'Meta' : 'Control'}+${key}` };
}

function run(editor: Editor, name: ToolName) {
  const chain = editor.chain().focus();
  switch (name) {
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'code':
      return chain.toggleCode().run();
    case 'bulletList':
      return chain.toggleBulletList().run();
    case 'orderedList':
      return chain.toggleOrderedList().run();
    case 'blockquote':
      return chain.toggleBlockquote().run();
    case 'codeBlock':
      return chain.toggleCodeBlock().run();
    case 'undo':
      return chain.undo().run();
    case 'redo':
      return chain.redo().run();
    case 'link':
    case 'image':
      return false;
  }
}

interface ToolbarProps {
  editor: Editor;
  isDisabled: boolean;
  /** Opens the link form (the link button, and Ctrl+K in the text). */
  onLink: () => void;
  isLinkOpen: boolean;
  linkPanelId: string;
  /** Opens the image form. */
  onImage: () => void;
  isImageOpen: boolean;
  imagePanelId: string;
  /** Id of the editable text the toolbar formats. */
  controls: string;
}

/**
 * One tab stop: Tab enters at the last used button, the arrow keys (and Home, End) move
 * between buttons, as the WAI-ARIA toolbar pattern has it. Pressing a button formats and
 * returns focus to the text; the mouse never takes focus from it.
 */
export function Toolbar({
  editor,
  isDisabled,
  onLink,
  isLinkOpen,
  linkPanelId,
  onImage,
  isImageOpen,
  imagePanelId,
  controls,
}: ToolbarProps) {
  const messages = useEditorMessages();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      code: e.isActive('code'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      image: false,
      undo: !e.can().undo(),
      redo: !e.can().redo(),
    }),
  });

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <ToolbarRow
      role="toolbar"
      aria-label={messages.editorToolbar}
      aria-controls={controls}
      aria-disabled={isDisabled || undefined}
      onKeyDown={move}
    >
      {toolGroups.map((group) => (
        <ToolGroup key={group[0]?.name}>
          {group.map((tool) => {
            const position = positionOf.get(tool.name) ?? 0;
            const label = messages[tool.label];
            const shortcut = tool.shortcut ? shortcutText(tool.shortcut) : undefined;
            // Undo with nothing to undo stays focusable, so the arrow keys do not skip it.
            const isUnavailable = !tool.isToggle && Boolean(state?.[tool.name]);
            return (
              <Tooltip
                key={tool.name}
                content={shortcut ? `${label} (${shortcut.text})` : label}
                placement="bottom"
              >
                <ToolButton
                  ref={(element) => {
                    buttons.current[position] = element;
                  }}
                  type="button"
                  aria-label={label}
                  aria-keyshortcuts={shortcut?.aria}
                  aria-pressed={tool.isToggle ? Boolean(state?.[tool.name]) : undefined}
                  aria-expanded={
                    tool.name === 'link'
                      ? isLinkOpen
                      : tool.name === 'image'
                        ? isImageOpen
                        : undefined
                  }
                  aria-controls={
                    tool.name === 'link' && isLinkOpen
                      ? linkPanelId
                      : tool.name === 'image' && isImageOpen
                        ? imagePanelId
                        : undefined
                  }
                  aria-disabled={isUnavailable || undefined}
                  disabled={isDisabled}
                  tabIndex={position === current ? 0 : -1}
                  onFocus={() => setCurrent(position)}
                  // Keeps the text's selection (and focus) when the button is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    if (isUnavailable) return;
                    if (tool.name === 'link') onLink();
                    else if (tool.name === 'image') onImage();
                    else run(editor, tool.name);
                  }}
                >
                  <tool.Icon />
                </ToolButton>
              </Tooltip>
            );
          })}
        </ToolGroup>
      ))}
    </ToolbarRow>
  );
}
