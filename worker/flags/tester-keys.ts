// Tester keys: the visitor keys the flag definitions whitelist by name (`demo-on`, a tester's chosen word). A
// visitor chooses a key by setting its cookie, so in production such a key is the team's alone.
import * as v from 'valibot';
import { type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
import type { FlagDefinitions } from './definitions';

/** The part of a stored definition (a flag or a rule-based segment) that names keys: its whitelist matchers. */
const WhitelistsSchema = v.looseObject({
  conditions: v.optional(
    v.nullable(
      v.array(
        v.looseObject({
          matcherGroup: v.looseObject({
            matchers: v.array(
              v.looseObject({
                matcherType: v.string(),
                whitelistMatcherData: v.optional(
                  v.nullable(v.looseObject({ whitelist: v.optional(v.nullable(v.array(v.string()))) })),
                ),
              }),
            ),
          }),
        }),
      ),
    ),
  ),
});

/** The whitelisted keys of one version of the definitions, found once per isolate. */
const TESTER_KEYS = keptSpace<ReadonlySet<string>>('flag-tester-keys', (keys) => keys.size * 64);

/** Every key a whitelist matcher of a flag or rule-based segment names. */
function whitelistedKeys(definitions: FlagDefinitions): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const [name, value] of Object.entries(definitions.entries)) {
    if (typeof value !== 'string' || !/^SPLITIO\.(?:split|rbsegment)\./.test(name)) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(value);
    } catch {
      continue;
    }
    const parsed = v.safeParse(WhitelistsSchema, raw);
    if (!parsed.success) continue;
    for (const condition of parsed.output.conditions ?? []) {
      for (const matcher of condition.matcherGroup.matchers) {
        if (matcher.matcherType !== 'WHITELIST') continue;
        for (const key of matcher.whitelistMatcherData?.whitelist ?? []) keys.add(key);
      }
    }
  }
  return keys;
}

/** Whether the definitions whitelist this key by name. */
export function isTesterKey(definitions: FlagDefinitions, key: string, kept: IsolateCache): boolean {
  return kept.remember(TESTER_KEYS, definitions.version, () => whitelistedKeys(definitions)).has(key);
}
