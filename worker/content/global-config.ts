// Global configuration of a channel (the story at the fixed root slug): the action bar for now.
import type { Context } from 'hono';
import * as v from 'valibot';
import { ActionBarDataSchema, type ActionBarProps, actionBarProps } from '../../shared/domain/action-bar';
import type { AppEnv } from '../env';
import { findStory } from './demo-stories';

/** Slug of the global configuration story at the root of each channel's space. */
export const GLOBAL_CONFIG_SLUG = 'global-config';

/** The action bar to show now, or null; invalid CMS data is logged and skipped. */
export async function loadActionBar(c: Context<AppEnv>, now: number): Promise<ActionBarProps | null> {
  const story = findStory(c.var.site.channel, GLOBAL_CONFIG_SLUG);
  const raw = story?.content.actionBar;
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
