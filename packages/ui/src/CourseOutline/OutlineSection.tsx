import { useId } from 'react';
import { ContentTypeBadge } from '../ContentTypeBadge';
import { formatMessage } from '../internal/text';
import { formatDuration } from '../internal/date/format';
import type { RenderLink } from '../internal/link/link';
import { useUiMessages, type UiMessageKey } from '../messages';
import type {
  CourseContentStatus,
  CourseOutlineContent,
  CourseOutlineSection,
  OutlineHeadingLevel,
} from './CourseOutline';
import {
  ContentLink,
  ContentList,
  ContentRow,
  ContentTitle,
  Details,
  LockedTitle,
  Meta,
  SectionCount,
  SectionHeading,
  SectionItem,
  SectionTitle,
  StatusIconCell,
  StatusText,
  ToggleButton,
} from './CourseOutline.styles';
import { ChevronRightIcon, StatusIcon } from '../internal/icons';

const statusLabel = {
  locked: 'courseOutlineLocked',
  available: 'courseOutlineAvailable',
  inProgress: 'courseOutlineInProgress',
  done: 'courseOutlineDone',
} as const satisfies Record<CourseContentStatus, UiMessageKey>;

interface OutlineSectionProps {
  section: CourseOutlineSection;
  isExpanded: boolean;
  onToggle: () => void;
  currentContentId?: string;
  headingLevel: OutlineHeadingLevel;
  renderLink?: RenderLink;
}

/** One section: a heading with a disclosure button, and the list of its contents. */
export function OutlineSection({
  section,
  isExpanded,
  onToggle,
  currentContentId,
  headingLevel,
  renderLink,
}: OutlineSectionProps) {
  const { messages } = useUiMessages();
  const listId = useId();
  const done = section.contents.filter((c) => c.status === 'done').length;
  return (
    <SectionItem>
      <SectionHeading as={`h${headingLevel}`}>
        <ToggleButton
          type="button"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={onToggle}
        >
          <ChevronRightIcon />
          <SectionTitle>{section.title}</SectionTitle>
          <SectionCount>
            {formatMessage(messages.courseOutlineSectionProgress, {
              done,
              total: section.contents.length,
            })}
          </SectionCount>
        </ToggleButton>
      </SectionHeading>
      <ContentList id={listId} hidden={!isExpanded}>
        {section.contents.map((content) => (
          <ContentItem
            key={content.id}
            content={content}
            isCurrent={content.id === currentContentId}
            renderLink={renderLink}
          />
        ))}
      </ContentList>
    </SectionItem>
  );
}

function ContentItem({
  content,
  isCurrent,
  renderLink,
}: {
  content: CourseOutlineContent;
  isCurrent: boolean;
  renderLink?: RenderLink;
}) {
  const { messages, locale } = useUiMessages();
  const current = isCurrent ? ('step' as const) : undefined;
  const isLocked = content.status === 'locked';
  let title;
  if (isLocked) {
    title = (
      <LockedTitle role="link" aria-disabled="true" aria-current={current}>
        {content.title}
      </LockedTitle>
    );
  } else if (content.href) {
    title = (
      <ContentLink href={content.href} renderLink={renderLink} aria-current={current}>
        {content.title}
      </ContentLink>
    );
  } else {
    title = <ContentTitle aria-current={current}>{content.title}</ContentTitle>;
  }
  return (
    <ContentRow $isCurrent={isCurrent} $isLocked={isLocked} data-status={content.status}>
      <StatusIconCell $status={content.status}>
        <StatusIcon status={content.status} />
      </StatusIconCell>
      <Details>
        {title}
        <Meta>
          <ContentTypeBadge type={content.type} />
          {content.durationMinutes !== undefined && (
            <span>{formatDuration(messages, content.durationMinutes, locale)}</span>
          )}
        </Meta>
      </Details>
      <StatusText $status={content.status} $isCurrent={isCurrent}>
        {messages[statusLabel[content.status]]}
      </StatusText>
    </ContentRow>
  );
}
