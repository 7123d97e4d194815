// The Consent Mode setting: basic by default, advanced when asked, anything else refused with the rule.
import { describe, expect, test } from 'vitest';
import { consentModeSetting } from './consent-mode-setting';

describe('consent mode setting', () => {
  test.each<[string | undefined, string]>([
    [undefined, 'basic'],
    ['', 'basic'],
    ['basic', 'basic'],
    ['advanced', 'advanced'],
  ])('%s is %s', (value, setting) => {
    expect(consentModeSetting(value)).toBe(setting);
  });

  test.each(['Advanced', 'ADVANCED', ' basic', 'strict', 'on', 'true', 'advanced,basic'])(
    '%s is refused with the rule',
    (value) => {
      expect(() => consentModeSetting(value)).toThrow(/^CONSENT_MODE ".*" must be basic or advanced$/);
    },
  );
});
