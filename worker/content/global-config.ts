// Global configuration of a channel and locale (the story at the fixed root slug): the action bar and the page
// furniture. Invalid parts are logged and skipped; an unreachable space leaves the page without furniture.
import type { Context } from 'hono';
import * as v from 'valibot';
import {
  type ActionBarData,
  ActionBarDataSchema,
  type ActionBarProps,
  type ActionBarText,
  actionBarProps,
  actionBarText,
} from '../../shared/domain/action-bar';
import { keptSpace } from '../../shared/domain/isolate-cache';
import {
  EMPTY_FURNITURE,
  type Furniture,
  parseFurniture,
  type SkippedPart,
} from '../../shared/schemas/furniture';
import { publishedKey } from '../../shared/schemas/story';
import { collectSkippedFields, oneBlok } from '../../shared/schemas/storyblok-fields';
import type { AppEnv } from '../env';
import { derivedFromStory } from './story-cache';

export interface GlobalConfig {
  actionBar: ActionBarProps | null;
  furniture: Furniture;
  /**
   * The published config's key (content version and full slug): what is rendered from its furniture may be kept
   * under it. Null for a draft or an unreachable space.
   */
  published: string | null;
}

/** The site's global config story; null when the space has none, undefined when it could not be read (logged). */
async function globalConfigStory(c: Context<AppEnv>) {
  if (!c.get('content')) return undefined;
  try {
    return await c.get('content').globalConfig();
  } catch (error) {
    c.get('log').error('content-unavailable', { slug: 'global-config', error });
    return undefined;
  }
}

/**
 * A CMS action bar, checked: its data, or null (logged) when invalid. In the global config it is a one-block
 * field (a list); a field value the bar can do without is skipped and logged, the bar still shows.
 */
function parsedBar(c: Context<AppEnv>, field: unknown): ActionBarData | null {
  const raw = oneBlok(field);
  if (raw === undefined) return null;
  const parsed = collectSkippedFields(
    () => v.safeParse(ActionBarDataSchema, raw),
    ({ reason }) => c.get('log').warn('hybrid-parse-error', { block: 'actionBar', reason, skipped: 'field' }),
  );
  if (parsed.success) return parsed.output;
  c.get('log').warn('hybrid-parse-error', { block: 'actionBar', reason: parsed.issues[0].message });
  return null;
}

/** The bar's props now (null once it ended); a countdown already over is noted. */
function barNow(
  c: Context<AppEnv>,
  bar: ActionBarData | null,
  now: number,
  text?: ActionBarText,
): ActionBarProps | null {
  if (!bar) return null;
  if (bar.countdownEndDate !== undefined && bar.countdownEndDate <= now) {
    c.get('log').info('countdown-date-in-past', { bar: bar.id });
  }
  return actionBarProps(bar, now, text);
}

/** A CMS action bar (error story, campaign data) as props; invalid: logged and left out. */
export function actionBarOf(c: Context<AppEnv>, raw: unknown, now: number): ActionBarProps | null {
  return raw === undefined ? null : barNow(c, parsedBar(c, raw), now);
}

/**
 * A published config parsed once per isolate: its furniture and bar data (its invalid parts logged once), and the
 * bar's text sanitised.
 */
const PARSED_CONFIGS = keptSpace<{
  furniture: Furniture;
  bar: ActionBarData | null;
  barText: ActionBarText | undefined;
}>('global-configs');

/** The action bar to show now and the furniture, read from one global config story. */
export async function loadGlobalConfig(c: Context<AppEnv>, now: number): Promise<GlobalConfig> {
  const story = await globalConfigStory(c);
  if (story === undefined) return { actionBar: null, furniture: EMPTY_FURNITURE, published: null };
  if (story === null) {
    // The space has no global config for this site: a minimal header and footer, and a line saying why.
    c.get('log').warn('empty-hybrid-layout', { slug: 'global-config' });
    return { actionBar: null, furniture: EMPTY_FURNITURE, published: null };
  }
  const content = story.content as Record<string, unknown>;
  const parse = () => {
    const furniture = parseFurniture(content, (skipped: SkippedPart) =>
      c.get('log').warn('hybrid-parse-error', { ...skipped }),
    );
    const bar = content.actionBar === undefined ? null : parsedBar(c, content.actionBar);
    return { furniture, bar, barText: bar ? actionBarText(bar.text) : undefined };
  };
  const published = publishedKey(story);
  const parsed = derivedFromStory(c.get('kept'), PARSED_CONFIGS, story, parse);
  return {
    actionBar: barNow(c, parsed.bar, now, parsed.barText),
    furniture: parsed.furniture,
    published,
  };
}
