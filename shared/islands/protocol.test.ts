import { describe, expect, test } from 'vitest';
import { deserialize, serialize } from './protocol';

const EDGE_VALUES: [string, unknown][] = [
  ['script close', '</script><script>alert(1)</script>'],
  ['comment open', '<!-- x -->'],
  ['attribute quote', '" onmouseover="alert(1)'],
  ['single quote', "' autofocus onfocus='x"],
  ['ampersand entity', '&lt;b&gt; &amp;'],
  ['line separators', 'a\u2028b\u2029c'],
  ['unicode', 'Grüße – 🎉 日本'],
  ['backslashes', 'C:\\path\\"quoted"'],
  ['nested', { a: [1, 2.5, -0.1, null, true], b: { c: '</SCRIPT>' } }],
  ['empty', { list: [], text: '' }],
  ['large number', Number.MAX_SAFE_INTEGER],
];

describe('serialize', () => {
  test.each(EDGE_VALUES)('round-trips %s', (_name, value) => {
    expect(deserialize(serialize(value))).toEqual(value);
  });

  test.each(EDGE_VALUES)('%s cannot close a script or attribute', (_name, value) => {
    const text = serialize(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
  });
});
