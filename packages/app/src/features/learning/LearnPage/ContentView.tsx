import { isQuizContent } from '@ajar/api/contract/content-types';
import type { LearnContent } from '@ajar/api/contract';
import { QuizPanel } from '../shared/quiz/QuizPanel';
import type { OutlineEntry } from '../../../shared/courses/learnOutline';
import { MeetingContent } from './MeetingContent';
import { ReadingContent } from './ReadingContent';

export interface ContentViewProps {
  courseId: number;
  content: LearnContent;
  /** The content after this one, as the outline has it now (locked or open). */
  next: OutlineEntry | undefined;
  onProgress: () => void;
}

/** The content by its type: a quiz, a meeting, or material to read and watch. */
export function ContentView(props: ContentViewProps) {
  const { courseId, content, onProgress } = props;
  if (isQuizContent(content.type))
    return <QuizPanel courseId={courseId} content={content} onFinished={onProgress} />;
  if (content.type === 'Meeting') return <MeetingContent {...props} />;
  return <ReadingContent {...props} />;
}
