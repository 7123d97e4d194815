// Editor drafts, safely: the visual editor's token must be SHA-1(space id:preview token:timestamp) and fresh.

/** How long an editor token stays valid after Storyblok issued it. */
export const EDITOR_TOKEN_MAX_AGE_SECONDS = 3600;

export interface EditorToken {
  spaceId: string;
  timestamp: number;
  token: string;
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Constant-time comparison of two hex strings. */
export function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * What the visual editor's token is worth: `missing`, `invalid` (another space, a wrong hash, from the future),
 * `expired` (Storyblok issued it, but over an hour ago) or `valid`. The hash is checked first, so only a token
 * Storyblok really issued is ever called expired.
 */
export type EditorTokenStatus = 'missing' | 'invalid' | 'expired' | 'valid';

export async function editorTokenStatus(
  token: EditorToken | undefined,
  space: { id: string; previewToken: string },
  nowSeconds: number,
): Promise<EditorTokenStatus> {
  if (!token) return 'missing';
  if (!space.previewToken || token.spaceId !== space.id) return 'invalid';
  const expected = await sha1Hex(`${token.spaceId}:${space.previewToken}:${token.timestamp}`);
  if (!sameHex(expected, token.token)) return 'invalid';
  const age = nowSeconds - token.timestamp;
  if (age < -60) return 'invalid';
  return age > EDITOR_TOKEN_MAX_AGE_SECONDS ? 'expired' : 'valid';
}

/** Whether the token checks out against the space and its preview token, and is fresh. */
export async function editorTokenValid(
  token: EditorToken | undefined,
  space: { id: string; previewToken: string },
  nowSeconds: number,
): Promise<boolean> {
  return (await editorTokenStatus(token, space, nowSeconds)) === 'valid';
}

/** The token Storyblok would issue (for tests and the local editor link). */
export function issueEditorToken(spaceId: string, previewToken: string, timestamp: number): Promise<string> {
  return sha1Hex(`${spaceId}:${previewToken}:${timestamp}`);
}
