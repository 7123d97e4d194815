// The newsletter bot check: a token is verified by reCAPTCHA with RECAPTCHA_SECRET, else by the local stand-in
// where the build has one; it must be made for a newsletter form within two minutes, and is good once. Any failure
// refuses the sign-up and is logged as a security event; a site key with no way to verify refuses every token.
import type { Context } from 'hono';
import * as v from 'valibot';
import {
  BOT_CHECK_MIN_SCORE,
  BOT_CHECK_TOKEN_MS,
  type BotCheckAssessment,
  type BotCheckExpectation,
  type BotCheckRefusal,
  botCheckRefusal,
} from '../../../../shared/domain/bot-check';
import type { AppEnv, Bindings } from '../../../env';
import type { LogDetails } from '../../../log';
import { sha256Hex } from '../customers/crypto';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const VERIFY_TIMEOUT_MS = 5_000;

/** reCAPTCHA's siteverify answer, as far as the sign-up reads it. */
const Siteverify = v.object({
  success: v.boolean(),
  score: v.optional(v.number()),
  action: v.optional(v.string()),
  challenge_ts: v.optional(v.string()),
  hostname: v.optional(v.string()),
  'error-codes': v.optional(v.array(v.string())),
});

const MinScore = v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(0), v.maxValue(1));

type Verdict =
  | { assessment: BotCheckAssessment; expected: BotCheckExpectation }
  | { refusal: BotCheckRefusal; detail?: LogDetails };

/** What a siteverify answer vouches for, or why it does not: a failed, malformed or undated answer. */
export function readSiteverify(
  raw: unknown,
): { assessment: BotCheckAssessment } | { refusal: BotCheckRefusal; codes?: string[] } {
  const parsed = v.safeParse(Siteverify, raw);
  if (!parsed.success) return { refusal: 'unverifiable' };
  const { success, score, action = '', challenge_ts, hostname } = parsed.output;
  if (!success) return { refusal: 'invalid', codes: parsed.output['error-codes'] };
  const issuedAt = challenge_ts === undefined ? Number.NaN : Date.parse(challenge_ts);
  return { assessment: { action, issuedAt, score, hostname } };
}

/** The configured lowest score (0.5 when unset), or null when the setting is no number from 0 to 1. */
export function minScoreOf(env: Pick<Bindings, 'RECAPTCHA_MIN_SCORE'>): number | null {
  if (!env.RECAPTCHA_MIN_SCORE) return BOT_CHECK_MIN_SCORE;
  const parsed = v.safeParse(MinScore, env.RECAPTCHA_MIN_SCORE);
  return parsed.success ? parsed.output : null;
}

async function askRecaptcha(
  c: Context<AppEnv>,
  secret: string,
  token: string,
  now: number,
): Promise<Verdict> {
  const minScore = minScoreOf(c.env);
  if (minScore === null) return { refusal: 'unverifiable', detail: { setting: 'RECAPTCHA_MIN_SCORE' } };
  try {
    const response = await fetch(c.env.RECAPTCHA_VERIFY_URL || VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const read = readSiteverify(await response.json());
    if ('refusal' in read)
      return { refusal: read.refusal, detail: { status: response.status, codes: read.codes } };
    const hostname = new URL(c.get('site').origin).hostname;
    return { assessment: read.assessment, expected: { now, minScore, hostname } };
  } catch (error) {
    return { refusal: 'unverifiable', detail: { error } };
  }
}

async function askStandIn(c: Context<AppEnv>, token: string, now: number): Promise<Verdict> {
  const verifyLocal = c.get('verifyLocalBotCheck');
  if (!verifyLocal) return { refusal: 'unverifiable', detail: { setting: 'RECAPTCHA_SECRET' } };
  const assessment = await verifyLocal(c.env, token);
  return assessment ? { assessment, expected: { now } } : { refusal: 'invalid', detail: { local: true } };
}

/** Remembers a token until it expires; false when it was used before. Each write prunes the expired ones. */
async function firstUse(db: D1Database, token: string, expiresAt: number, now: number): Promise<boolean> {
  const [, claimed] = await db.batch([
    db.prepare('DELETE FROM bot_check_used_tokens WHERE expires_at < ?').bind(now),
    db
      .prepare(`INSERT INTO bot_check_used_tokens (token_hash, expires_at) VALUES (?, ?)
        ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash`)
      .bind(await sha256Hex(token), expiresAt),
  ]);
  return (claimed?.results.length ?? 0) > 0;
}

/**
 * Why a sign-up's bot-check token is refused, or null when it passes (and is now used). An empty token warns
 * `newsletter-no-recaptcha-token`, any other refusal `newsletter-recaptcha-error`, both with the `reason`.
 * Without a bot check configured (no site key) nothing is verified.
 */
export async function refuseBotCheck(c: Context<AppEnv>, token: string): Promise<BotCheckRefusal | null> {
  if (!c.env.RECAPTCHA_SITE_KEY) return null;
  const log = c.get('log');
  if (token === '') {
    log.warn('newsletter-no-recaptcha-token', { reason: 'missing', path: c.req.path });
    return 'missing';
  }
  const now = Date.now();
  const secret = c.env.RECAPTCHA_SECRET;
  const verdict = secret ? await askRecaptcha(c, secret, token, now) : await askStandIn(c, token, now);
  let refusal =
    'refusal' in verdict ? verdict.refusal : botCheckRefusal(verdict.assessment, verdict.expected);
  if (!refusal && 'assessment' in verdict) {
    const expiresAt = verdict.assessment.issuedAt + BOT_CHECK_TOKEN_MS;
    if (!(await firstUse(c.env.SHOP_DB, token, expiresAt, now))) refusal = 'replayed';
  }
  if (refusal) {
    const detail = 'detail' in verdict ? verdict.detail : {};
    log.warn('newsletter-recaptcha-error', { reason: refusal, hosted: Boolean(secret), ...detail });
  }
  return refusal;
}
