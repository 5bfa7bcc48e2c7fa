import { formatDuration } from '../internal/date';
import { useUiMessages } from '../messages';

/**
 * Writes a course or content duration in minutes ("2 jam 30 menit" / "2 h 30 min") exactly
 * as course cards and outlines do, so an app's course page never says it differently.
 */
export function useCourseDuration() {
  const { messages, locale } = useUiMessages();
  return (minutes: number) => formatDuration(messages, minutes, locale);
}
