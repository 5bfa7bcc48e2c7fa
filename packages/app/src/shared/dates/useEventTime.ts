import { useTranslation } from 'react-i18next';
import { useLang } from '../data/localized';
import { formatEventTime, type EventTimeStyle, type TimedEvent } from './eventTime';

/** `eventTime(event, 'short')`: the shared rule (dates/eventTime.ts) in the interface language. */
export function useEventTime() {
  const { t } = useTranslation();
  const lang = useLang();
  return (event: TimedEvent, style: EventTimeStyle) =>
    formatEventTime((key, values) => t(key, values), lang, event, style);
}
