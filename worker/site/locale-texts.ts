// The texts of a request's locale. The bundle carries German alone (the text modules as `#i18n/*` resolves them on
// workerd); every other text locale's entries are a hashed file of the static assets, read through the assets
// binding on that locale's first request in the isolate and put into the same tables every reader reads. Like the
// German ones they are the build's own data, at most one file per text locale, never stale: they stay for the
// isolate's life.
import type { Context } from 'hono';
import { localeByCode } from '../../shared/domain/locales';
import type { TextLocale } from '../../shared/domain/markets';
import type { LocaleTextsFile } from '../../shared/i18n/locale-file';
import type { AppEnv } from '../env';
import { LOCALE_TABLES, LOCALE_TEXT_FILES } from '../generated/locale-texts';

/**
 * Puts one text locale's entries into the tables, all or none: a module or table this bundle has none of, or an
 * entry that is no object, fails the file before anything is put.
 */
function fill(entries: LocaleTextsFile): void {
  const tables = LOCALE_TABLES as unknown as Record<string, Record<string, Record<string, unknown>>>;
  const puts = Object.entries(entries).flatMap(([module, exported]) =>
    Object.entries(exported).map(([name, entry]) => {
      const table = tables[module]?.[name];
      if (!table)
        throw new Error(`the texts file names ${module} ${name}, which this bundle has no table for`);
      if (typeof entry !== 'object' || entry === null)
        throw new Error(`${module} ${name} has no entry object`);
      return () => Object.assign(table, entry);
    }),
  );
  for (const put of puts) put();
}

async function read(assets: Fetcher, locale: TextLocale): Promise<void> {
  const file = (LOCALE_TEXT_FILES as Partial<Record<TextLocale, string>>)[locale];
  if (!file) throw new Error(`no texts file for ${locale}`);
  const response = await assets.fetch(new URL(file, 'https://assets.invalid'));
  if (!response.ok) throw new Error(`the texts file ${file} answered ${response.status}`);
  fill((await response.json()) as LocaleTextsFile);
}

/**
 * A loader of text locales: `load(assets, locale)` is undefined once the locale's texts are in the tables, else this
 * caller's own read. Requests never wait on one another's read: workerd ties a read to the request that made it, and
 * a cancelled request's read would never settle for the others. A read that fails leaves the locale unread. The
 * isolate has one loader.
 */
export function textsLoader(): (assets: Fetcher, locale: TextLocale) => Promise<void> | undefined {
  const loaded = new Set<TextLocale>(['de-DE']);
  return (assets, locale) => {
    if (loaded.has(locale)) return undefined;
    return read(assets, locale).then(() => void loaded.add(locale));
  };
}

const localeTexts = textsLoader();

/**
 * Makes the request's texts readable before anything answers with them (the isolate's loader, or the one given):
 * its site's, and those of the shop locale the storefront names in `x-shop-locale` (an API call from a page in
 * `/fr/` on a German host is answered in French). Undefined once they are; unreadable, a 503 with `Retry-After` in
 * plain words (the error page's texts are among them), logged `texts-unavailable`.
 */
export async function textsReady(c: Context<AppEnv>, load = localeTexts): Promise<Response | undefined> {
  const site = c.get('site').textLocale;
  const named = localeByCode(c.req.header('x-shop-locale') ?? '')?.textLocale;
  for (const locale of named && named !== site ? [site, named] : [site]) {
    const pending = load(c.env.ASSETS, locale);
    if (!pending) continue;
    try {
      await pending;
    } catch (error) {
      c.get('log').error('texts-unavailable', { locale, error });
      c.header('Retry-After', '10');
      return c.text('Service unavailable: the texts of this page could not be read.', 503);
    }
  }
  return undefined;
}
