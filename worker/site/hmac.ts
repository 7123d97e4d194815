// HMAC signatures as lowercase hex, for the webhook's signature check and the local bot check's tokens.

/** Hex HMAC of `payload` with `secret`. */
export async function hmacHex(hash: 'SHA-1' | 'SHA-256', secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
