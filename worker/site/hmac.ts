// HMAC signatures: lowercase hex for the webhook's signature check and the local bot check's tokens, base64url for
// the values the shop signs into its own cookies (the team's, the anonymous wishlist's and basket's).

const encoder = new TextEncoder();

function hmacKey(hash: 'SHA-1' | 'SHA-256', secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash }, false, [
    'sign',
    'verify',
  ]);
}

/** Hex HMAC of `payload` with `secret`. */
export async function hmacHex(hash: 'SHA-1' | 'SHA-256', secret: string, payload: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(hash, secret), encoder.encode(payload));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Base64url HMAC-SHA256 of `payload` with `secret`, without padding (43 characters). */
export async function hmacBase64Url(secret: string, payload: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey('SHA-256', secret),
    encoder.encode(payload),
  );
  return btoa(String.fromCharCode(...new Uint8Array(signature)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Whether `signature` (base64url, as `hmacBase64Url` writes it) is the HMAC-SHA256 of `payload` with `secret`,
 * compared in constant time by the platform's verify.
 */
export async function verifyHmacBase64Url(
  secret: string,
  payload: string,
  signature: string,
): Promise<boolean> {
  const bytes = Uint8Array.from(atob(signature.replace(/-/g, '+').replace(/_/g, '/')), (char) =>
    char.charCodeAt(0),
  );
  return crypto.subtle.verify('HMAC', await hmacKey('SHA-256', secret), bytes, encoder.encode(payload));
}
