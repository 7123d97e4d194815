// The hydration triggers: each a small function with one signature, `(marker, run) => void`, that calls `run`
// when the island should hydrate. An unknown trigger throws with the list of valid ones.
import { TRIGGERS, type Trigger } from '../../shared/islands/protocol';
import { whenIdle } from './idle';
import { whenInteracted } from './interaction';
import { whenVisible } from './visible';

export type Schedule = (marker: HTMLElement, run: () => Promise<void>) => void;

const SCHEDULES: Record<Trigger, Schedule> = {
  load: (_marker, run) => void run(),
  idle: whenIdle,
  visible: whenVisible,
  interaction: whenInteracted,
};

export function schedule(trigger: string): Schedule {
  if (!(TRIGGERS as readonly string[]).includes(trigger)) {
    throw new Error(`Unknown island trigger "${trigger}"; valid: ${TRIGGERS.join(', ')}`);
  }
  return SCHEDULES[trigger as Trigger];
}
