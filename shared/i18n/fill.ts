// Fills `{name}` placeholders in a text; unknown placeholders stay. Apart from the dictionaries, so islands
// that fill texts from the page state do not ship every language.

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
