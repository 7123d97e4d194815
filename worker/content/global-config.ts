// Global configuration of a channel and locale (the story at the fixed root slug): the action bar and the page
// furniture. Invalid parts are logged and skipped; an unreachable space leaves the page without furniture.
import type { Context } from 'hono';
import * as v from 'valibot';
import { ActionBarDataSchema, type ActionBarProps, actionBarProps } from '../../shared/domain/action-bar';
import { EMPTY_FURNITURE, type Furniture, parseFurniture } from '../../shared/schemas/furniture';
import type { AppEnv } from '../env';

export interface GlobalConfig {
  actionBar: ActionBarProps | null;
  furniture: Furniture;
}

async function globalConfigContent(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  if (!c.var.content) return null;
  try {
    return ((await c.var.content.globalConfig())?.content as Record<string, unknown> | undefined) ?? null;
  } catch (error) {
    c.var.log.error('content-unavailable', { slug: 'global-config', error });
    return null;
  }
}

/** A published bar is kept frozen with its story: its data is checked once per isolate. */
const BARS = new WeakMap<object, v.SafeParseResult<typeof ActionBarDataSchema>>();

function parsedBar(raw: unknown): v.SafeParseResult<typeof ActionBarDataSchema> {
  const frozen = raw !== null && typeof raw === 'object' && Object.isFrozen(raw);
  const kept = frozen ? BARS.get(raw) : undefined;
  if (kept) return kept;
  const parsed = v.safeParse(ActionBarDataSchema, raw);
  if (frozen) BARS.set(raw, parsed);
  return parsed;
}

/** A CMS action bar (global config, error story, campaign data) as props; invalid: logged and left out. */
export function actionBarOf(c: Context<AppEnv>, raw: unknown, now: number): ActionBarProps | null {
  if (raw === undefined) return null;
  const parsed = parsedBar(raw);
  if (!parsed.success) {
    c.var.log.warn('hybrid-parse-error', { block: 'actionBar', reason: parsed.issues[0].message });
    return null;
  }
  if (parsed.output.countdownEndDate && Date.parse(parsed.output.countdownEndDate) <= now) {
    c.var.log.info('countdown-date-in-past', { bar: parsed.output.id });
  }
  return actionBarProps(parsed.output, now);
}

/**
 * The furniture of each global config content this isolate has read: a published story is kept (and frozen)
 * while its cache version holds, so its furniture is parsed and its invalid parts logged once, and the layout
 * can keep the parts it rendered from it beside the same object.
 */
const FURNITURE = new WeakMap<object, Furniture>();

const KEPT = new WeakSet<Furniture>();

/** Whether the furniture is the one this isolate keeps for a published config (the same object until it moves). */
export function keptFurniture(furniture: Furniture): boolean {
  return KEPT.has(furniture);
}

/** The action bar to show now and the furniture, read from one global config story. */
export async function loadGlobalConfig(c: Context<AppEnv>, now: number): Promise<GlobalConfig> {
  const content = await globalConfigContent(c);
  if (!content) return { actionBar: null, furniture: EMPTY_FURNITURE };
  let furniture = FURNITURE.get(content);
  if (!furniture) {
    furniture = parseFurniture(content, (skipped) => c.var.log.warn('hybrid-parse-error', { ...skipped }));
    if (Object.isFrozen(content)) {
      FURNITURE.set(content, furniture);
      KEPT.add(furniture);
    }
  }
  return { actionBar: actionBarOf(c, content.actionBar, now), furniture };
}
