/** Fills `{name}` placeholders of a built-in label, e.g. '{count} dari {max} karakter'. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
