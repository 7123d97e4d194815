// The file of one text locale the worker reads from the static assets (written by the build): per text module, per
// exported table, the locale's entry under its own key (its text locale, or its language).
export type LocaleTextsFile = Record<string, Record<string, Record<string, unknown>>>;
