// The newsletter sign-up's address rule, shared by the form's `pattern` attribute and its submit script.

/**
 * A local part of word characters or `. _ % + -`, an @, a domain, a dot and a top-level part
 * of at least two characters. Written for the `pattern` attribute (implicitly anchored, `v` flag), so `-` in
 * a class is escaped.
 */
export const NEWSLETTER_EMAIL_PATTERN = '[\\w.%+\\-]+@[\\w\\-]+(?:\\.[\\w\\-]+)*\\.[A-Za-z]{2,}';
