// The translator's check of its texts: a text fills `{name}` slots, so a brace that opens no slot or closes none,
// or a slot that is not a name, cannot be parsed. Such a text shows its key instead, and is reported once.

/** Why a text cannot be parsed (an unclosed or stray brace, a slot that is no name); null when it can. */
export function textParseProblem(text: string): string | null {
  let open = -1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '{') {
      if (open >= 0) return `a slot opens inside the slot at ${open}`;
      open = index;
    } else if (char === '}') {
      if (open < 0) return `a brace at ${index} closes no slot`;
      if (!/^\w+$/.test(text.slice(open + 1, index))) return `the slot at ${open} is not a name`;
      open = -1;
    }
  }
  return open >= 0 ? `the slot at ${open} is not closed` : null;
}

export interface TextParseError {
  key: string;
  problem: string;
}

/**
 * The dictionary with each text that cannot be parsed replaced by its key path, and the texts replaced; the
 * dictionary itself when every text parses.
 */
export function parsedTexts<T extends object>(texts: T): { texts: T; errors: TextParseError[] } {
  const errors: TextParseError[] = [];
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') {
      const problem = textParseProblem(value);
      if (problem === null) return value;
      errors.push({ key, problem });
      return key;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${key}.${index}`));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, walk(item, key ? `${key}.${name}` : name)]),
    );
  };
  const checked = walk(texts, '') as T;
  return errors.length === 0 ? { texts, errors } : { texts: checked, errors };
}
