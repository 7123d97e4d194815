// The demo's flag definitions, in the flag service's format: what `npm start` and the tests put in the flag store.
// VOLL_1616 (the wall-art flyout experiment) and the calculator's portrait/landscape experiment are off for
// everyone but their testers; the content A/B test on the home pages runs 50/50. Whitelisted keys check a variant
// by hand: set the `splitIoUserKey` cookie to `demo-on` or `demo-off`.
import { everyoneCondition, type FlagSet, onOffFlag } from '../worker/flags/definitions';

const CHANGE = 1_767_225_600_000;

/** Visitor keys that always get `on` (and `off`) for each demo flag: set `splitIoUserKey` to check a variant. */
export const DEMO_KEYS = { on: 'demo-on', off: 'demo-off' } as const;

/** A condition giving one key a fixed treatment. */
const whitelisted = (key: string, treatment: 'on' | 'off') => ({
  conditionType: 'WHITELIST' as const,
  matcherGroup: {
    combiner: 'AND' as const,
    matchers: [
      {
        matcherType: 'WHITELIST',
        negate: false,
        keySelector: null,
        whitelistMatcherData: { whitelist: [key] },
      },
    ],
  },
  partitions: [{ treatment, size: 100 }],
  label: 'whitelisted',
});

/** A flag with the demo's whitelists; the rollout gives `on` to `onPercent` of the other visitors. */
const flag = (name: string, seed: number, onPercent: number) =>
  onOffFlag({
    name,
    changeNumber: CHANGE,
    seed,
    sets: ['storefront'],
    conditions: [
      whitelisted(DEMO_KEYS.on, 'on'),
      whitelisted(DEMO_KEYS.off, 'off'),
      everyoneCondition([
        { treatment: 'on', size: onPercent },
        { treatment: 'off', size: 100 - onPercent },
      ]),
    ],
  });

/** The content A/B test of the demo home pages. */
export const HOME_AB_FLAG = 'HOME_HERO_AB';

export const DEMO_FLAGS: FlagSet = {
  till: CHANGE,
  splits: [
    flag('VOLL_1616', 1_616_001, 0),
    flag('CALCULATOR_ORIENTATION', 2_024_002, 0),
    flag(HOME_AB_FLAG, 3_033_003, 50),
  ],
  segments: [],
};
