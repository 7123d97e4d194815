// Flag treatments per request: override, disabled flags, evaluated and unknown flags, content variants.
import { expect, test } from 'vitest';
import { contentVariant, FLAG_NAME, type FlagSources, type Treatment, treatmentOf } from './flags';

const none: FlagSources = { flagsDisabled: false };

test.each<[name: string, feature: string, sources: FlagSources, treatment: Treatment]>([
  ['unknown flag', 'VOLL_1616', none, 'control'],
  [
    'override on',
    'VOLL_1616',
    { flagsDisabled: false, flagOverride: { feature: 'VOLL_1616', treatment: 'on' } },
    'on',
  ],
  [
    'override off',
    'VOLL_1616',
    { flagsDisabled: false, flagOverride: { feature: 'VOLL_1616', treatment: 'off' } },
    'off',
  ],
  [
    'override of another flag',
    'VOLL_1616',
    { flagsDisabled: false, flagOverride: { feature: 'X', treatment: 'on' } },
    'control',
  ],
  ['disabled', 'VOLL_1616', { flagsDisabled: true }, 'off'],
  [
    'override wins over disabled',
    'VOLL_1616',
    { flagsDisabled: true, flagOverride: { feature: 'VOLL_1616', treatment: 'on' } },
    'on',
  ],
  ['evaluated', 'VOLL_1616', { flagsDisabled: false, evaluated: { VOLL_1616: 'on' } }, 'on'],
  ['disabled beats evaluated', 'VOLL_1616', { flagsDisabled: true, evaluated: { VOLL_1616: 'on' } }, 'off'],
  ['inherited keys are unknown', 'toString', none, 'control'],
])('%s', (_name, feature, sources, treatment) => {
  expect(treatmentOf(feature, sources)).toBe(treatment);
});

test.each<[Treatment, 'A' | 'B']>([
  ['on', 'B'],
  ['off', 'A'],
  ['control', 'A'],
])('treatment %s shows variant %s', (treatment, variant) => {
  expect(contentVariant(treatment)).toBe(variant);
});

test.each<[string, boolean]>([
  ['VOLL_1616', true],
  ['new.header-2', true],
  ['', false],
  ['a b', false],
  ['x'.repeat(101), false],
])('flag name %j valid: %s', (name, valid) => {
  expect(FLAG_NAME.test(name)).toBe(valid);
});
