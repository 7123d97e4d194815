// The visitor key of the flags: its cookie and its shape. Apart from the treatment rules, so the boot script
// carries these few constants and not the rules.

/** The visitor key's cookie: a random UUID set once, not httpOnly (the browser's tracking reads it). */
export const FLAG_KEY_COOKIE = 'splitIoUserKey';
/** The key is kept for a year. */
export const FLAG_KEY_MAX_AGE = 365 * 24 * 60 * 60;
/** A key the flag service accepts: a non-empty word of at most 250 characters. */
export const FLAG_KEY = /^[A-Za-z0-9_.:@-]{1,250}$/;
