// Global configuration of a channel and locale (the story at the fixed root slug): the action bar for now.
import type { Context } from 'hono';
import * as v from 'valibot';
import { ActionBarDataSchema, type ActionBarProps, actionBarProps } from '../../shared/domain/action-bar';
import type { AppEnv } from '../env';

/** The action bar to show now, or null; invalid CMS data is logged and skipped, an unreachable space too. */
export async function loadActionBar(c: Context<AppEnv>, now: number): Promise<ActionBarProps | null> {
  let raw: unknown;
  if (!c.var.content) return null;
  try {
    raw = (await c.var.content.globalConfig())?.content.actionBar;
  } catch (error) {
    c.var.log.error('content-unavailable', { slug: 'global-config', error });
    return null;
  }
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
