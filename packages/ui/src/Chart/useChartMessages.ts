import { chartsMessages, type ChartMessages } from '../messages/groups/charts';
import { useOwnMessages } from '../messages/useOwnMessages';

/** The charts' labels in the kit's locale, with any override given to `UiProvider`. */
export function useChartMessages(): { locale: string; messages: ChartMessages } {
  const { locale, messages } = useOwnMessages(chartsMessages);
  return { locale, messages };
}
