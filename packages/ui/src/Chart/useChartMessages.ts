import { useUiMessages } from '../messages';
import { chartsMessages, type ChartMessages } from '../messages/groups/charts';

/** The charts' labels in the kit's locale, with any override given to `UiProvider`. */
export function useChartMessages(): { locale: string; messages: ChartMessages } {
  const { locale, messages: overrides } = useUiMessages();
  const table: ChartMessages = { ...chartsMessages[locale] };
  for (const key of Object.keys(table) as (keyof ChartMessages)[]) {
    const override = (overrides as Partial<Record<string, string>>)[key];
    if (override) table[key] = override;
  }
  return { locale, messages: table };
}
