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

/** A CMS action bar (global config, error story, campaign data) as props; invalid: logged and left out. */
export function actionBarOf(c: Context<AppEnv>, raw: unknown, now: number): ActionBarProps | null {
  if (raw === undefined) return null;
  const parsed = v.safeParse(ActionBarDataSchema, raw);
  if (!parsed.success) {
    c.var.log.warn('hybrid-parse-error', { block: 'actionBar', reason: parsed.issues[0].message });
    return null;
  }
  if (parsed.output.countdownEndDate && Date.parse(parsed.output.countdownEndDate) <= now) {
    c.var.log.info('countdown-date-in-past', { bar: parsed.output.id });
  }
  return actionBarProps(parsed.output, now);
}

/** The action bar to show now and the furniture, read from one global config story. */
export async function loadGlobalConfig(c: Context<AppEnv>, now: number): Promise<GlobalConfig> {
  const content = await globalConfigContent(c);
  if (!content) return { actionBar: null, furniture: EMPTY_FURNITURE };
  return {
    actionBar: actionBarOf(c, content.actionBar, now),
    furniture: parseFurniture(content, (skipped) => c.var.log.warn('hybrid-parse-error', { ...skipped })),
  };
}
