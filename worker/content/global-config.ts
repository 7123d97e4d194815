// Global configuration of a channel and locale (the story at the fixed root slug): the action bar and the page
// furniture. Invalid parts are logged and skipped; an unreachable space leaves the page without furniture.
import type { Context } from 'hono';
import * as v from 'valibot';
import { ActionBarDataSchema, type ActionBarProps, actionBarProps } from '../../shared/domain/action-bar';
import {
  EMPTY_FURNITURE,
  type Furniture,
  parseFurniture,
  type SkippedPart,
} from '../../shared/schemas/furniture';
import type { AppEnv } from '../env';
import { onceWhileKept } from './kept';

export interface GlobalConfig {
  actionBar: ActionBarProps | null;
  furniture: Furniture;
}

async function globalConfigContent(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  if (!c.get('content')) return null;
  try {
    return ((await c.get('content').globalConfig())?.content as Record<string, unknown> | undefined) ?? null;
  } catch (error) {
    c.get('log').error('content-unavailable', { slug: 'global-config', error });
    return null;
  }
}

/** A published bar is checked once per isolate. */
const parsedBar = onceWhileKept((raw) => v.safeParse(ActionBarDataSchema, raw));

/** A CMS action bar (global config, error story, campaign data) as props; invalid: logged and left out. */
export function actionBarOf(c: Context<AppEnv>, raw: unknown, now: number): ActionBarProps | null {
  if (raw === undefined) return null;
  const parsed = parsedBar(raw);
  if (!parsed.success) {
    c.get('log').warn('hybrid-parse-error', { block: 'actionBar', reason: parsed.issues[0].message });
    return null;
  }
  if (parsed.output.countdownEndDate && Date.parse(parsed.output.countdownEndDate) <= now) {
    c.get('log').info('countdown-date-in-past', { bar: parsed.output.id });
  }
  return actionBarProps(parsed.output, now);
}

/**
 * The furniture of a global config: a published one is parsed, and its invalid parts logged, once per isolate.
 * Its furniture is frozen like the story it came from, so the layout can keep the parts it rendered from it
 * beside the same object.
 */
const furnitureOf = onceWhileKept((content, skip: (part: SkippedPart) => void) => {
  const furniture = parseFurniture(content as Record<string, unknown>, skip);
  return Object.isFrozen(content) ? Object.freeze(furniture) : furniture;
});

/** Whether the furniture is the one this isolate keeps for a published config (the same object until it moves). */
export function keptFurniture(furniture: Furniture): boolean {
  return Object.isFrozen(furniture);
}

/** The action bar to show now and the furniture, read from one global config story. */
export async function loadGlobalConfig(c: Context<AppEnv>, now: number): Promise<GlobalConfig> {
  const content = await globalConfigContent(c);
  if (!content) return { actionBar: null, furniture: EMPTY_FURNITURE };
  const furniture = furnitureOf(content, (skipped) =>
    c.get('log').warn('hybrid-parse-error', { ...skipped }),
  );
  return { actionBar: actionBarOf(c, content.actionBar, now), furniture };
}
