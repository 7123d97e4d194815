// The shop's Consent Mode setting: `basic` (Google's tags load only after a choice that allows them) or
// `advanced` (the container loads on every page with everything denied, so its tags can send cookieless pings).
import * as v from 'valibot';

export const CONSENT_MODE_SETTINGS = ['basic', 'advanced'] as const;
export type ConsentModeSetting = (typeof CONSENT_MODE_SETTINGS)[number];

/** Basic unless configured otherwise: nothing of Google's before a choice. */
export const DEFAULT_CONSENT_MODE: ConsentModeSetting = 'basic';

const SettingSchema = v.picklist(CONSENT_MODE_SETTINGS);

/**
 * The configured setting, `basic` when unset or empty; any other value is a configuration error naming the rule
 * (pages are not served with it, as with a container id of the wrong shape), never a guess.
 */
export function consentModeSetting(value: string | undefined): ConsentModeSetting {
  if (!value) return DEFAULT_CONSENT_MODE;
  const parsed = v.safeParse(SettingSchema, value);
  if (parsed.success) return parsed.output;
  throw new Error(`CONSENT_MODE "${value}" must be ${CONSENT_MODE_SETTINGS.join(' or ')}`);
}
