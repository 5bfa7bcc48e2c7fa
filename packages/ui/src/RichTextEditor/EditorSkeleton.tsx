import { useEditorMessages } from './useEditorMessages';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../internal/a11y';
import { ContentSlot, Frame, ToolGroup, ToolSlot, ToolbarRow } from './RichTextEditor.styles';
import { toolGroups } from './tools';

/**
 * What shows while the editor loads: the same frame, toolbar rows and text height, so nothing
 * moves when it arrives.
 */
export function EditorSkeleton({ hasToolbar }: { hasToolbar: boolean }) {
  const messages = useEditorMessages();
  return (
    <Frame $isInvalid={false} $isDisabled={false} aria-busy="true">
      <VisuallyHidden>{messages.editorLoading}</VisuallyHidden>
      {hasToolbar && (
        <ToolbarRow>
          {toolGroups.map((group) => (
            <ToolGroup key={group[0]?.name}>
              {group.map((tool) => (
                <ToolSlot key={tool.name}>
                  <Skeleton variant="rect" height="100%" />
                </ToolSlot>
              ))}
            </ToolGroup>
          ))}
        </ToolbarRow>
      )}
      <ContentSlot>
        <Skeleton lines={2} />
      </ContentSlot>
    </Frame>
  );
}
