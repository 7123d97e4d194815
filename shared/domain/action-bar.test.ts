// Action bar rules: dismissal cookie keyed by bar id, visibility by end date, the text
// split at the countdown placeholder and sanitised, and the CMS data schema.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { expectFieldSkipped } from '../../test/fixtures/skipped-fields';
import {
  type ActionBarData,
  ActionBarDataSchema,
  actionBarCookie,
  actionBarProps,
  actionBarText,
} from './action-bar';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');

describe('actionBarCookie', () => {
  test.each<[id: string, cookie: string]>([
    ['summer-sale', 'actionBarClosed_summer-sale'],
    ['a1', 'actionBarClosed_a1'],
    ['X_2', 'actionBarClosed_X_2'],
  ])('%s -> %s', (id, cookie) => {
    expect(actionBarCookie(id)).toBe(cookie);
  });
});

const BAR: ActionBarData = {
  id: 'summer-sale',
  text: '<b>Only today</b> [COUNTDOWN] left',
  color: '#fff',
  backgroundColor: '#c00000',
  countdownEndDate: Date.parse('2025-06-02T00:00:00.000Z'),
};

describe('actionBarProps', () => {
  test('a running bar splits its text at the placeholder', () => {
    expect(actionBarProps(BAR, NOW)).toEqual({
      id: 'summer-sale',
      before: '<b>Only today</b> ',
      after: ' left',
      color: '#fff',
      backgroundColor: '#c00000',
      countdownEnd: Date.parse('2025-06-02T00:00:00.000Z'),
      renderedAt: NOW,
    });
  });

  test.each<[name: string, actionBarEndDate: string | undefined, shown: boolean]>([
    ['no end date', undefined, true],
    ['end date tomorrow', '2025-06-02T12:00:00.000Z', true],
    ['end date one second ahead', '2025-06-01T12:00:01.000Z', true],
    ['end date one second ago', '2025-06-01T11:59:59.000Z', false],
    ['end date last year', '2024-06-01T12:00:00.000Z', false],
  ])('%s -> shown %s', (_name, actionBarEndDate, shown) => {
    const props = actionBarProps(
      { ...BAR, actionBarEndDate: actionBarEndDate ? Date.parse(actionBarEndDate) : undefined },
      NOW,
    );
    if (shown) expect(props?.id).toBe('summer-sale');
    else expect(props).toBeNull();
  });

  test.each<[name: string, text: string, before: string, after: string, hasCountdown: boolean]>([
    ['placeholder in the middle', 'Ends in [COUNTDOWN]!', 'Ends in ', '!', true],
    ['placeholder at the start', '[COUNTDOWN] left', '', ' left', true],
    ['placeholder at the end', 'Ends in [COUNTDOWN]', 'Ends in ', '', true],
    ['placeholder only', '[COUNTDOWN]', '', '', true],
    ['no placeholder', 'Free shipping today', 'Free shipping today', '', false],
    ['lower-case placeholder is text', 'Ends in [countdown]', 'Ends in [countdown]', '', false],
    ['empty text', '', '', '', false],
    ['script before', '<script>alert(1)</script>Sale [COUNTDOWN]', 'Sale ', '', true],
    ['handler after', 'Sale [COUNTDOWN] left <img src=x onerror=alert(1)>', 'Sale ', ' left ', true],
    ['bad href', '<a href="javascript:alert(1)">x</a> [COUNTDOWN]', '<a>x</a> ', '', true],
    ['tag across the placeholder', '<b>Sale [COUNTDOWN] left</b>', '<b>Sale </b>', ' left', true],
  ])('%s', (_name, text, before, after, hasCountdown) => {
    const props = actionBarProps({ ...BAR, text }, NOW);
    expect(props?.before).toBe(before);
    expect(props?.after).toBe(after);
    expect(props?.countdownEnd).toBe(hasCountdown ? Date.parse('2025-06-02T00:00:00.000Z') : undefined);
  });

  test('the text worked out once (kept with the parsed config) gives the same props as working it out now', () => {
    const text = actionBarText(BAR.text);
    expect(actionBarProps(BAR, NOW, text)).toEqual(actionBarProps(BAR, NOW));
    // The parts given are the parts shown: nothing is sanitised again per request.
    const given = { before: 'kept ', after: '', countdown: false };
    expect(actionBarProps(BAR, NOW, given)).toMatchObject({
      before: 'kept ',
      after: '',
      countdownEnd: undefined,
    });
  });

  test('no countdown end without a countdown date, even with the placeholder', () => {
    const props = actionBarProps({ id: 'x', text: 'Ends in [COUNTDOWN]' }, NOW);
    expect(props).toEqual({
      id: 'x',
      before: 'Ends in ',
      after: '',
      color: undefined,
      backgroundColor: undefined,
      countdownEnd: undefined,
      renderedAt: NOW,
    });
  });
});

describe('ActionBarDataSchema', () => {
  const valid = { id: 'summer-sale', text: 'Sale' };
  const accepts = (data: unknown): boolean => v.safeParse(ActionBarDataSchema, data).success;

  test.each<[name: string, data: Record<string, unknown>]>([
    ['id and text only', {}],
    ['#rgb colours', { color: '#fff', backgroundColor: '#C00' }],
    ['#rrggbb colours', { color: '#ffffff', backgroundColor: '#C0ffEE' }],
    ['id of letters digits - _', { id: 'Summer_Sale-2025' }],
    ['id of 64 characters', { id: 'a'.repeat(64) }],
    ['text of 2000 characters', { text: 'x'.repeat(2000) }],
    ['UTC dates', { countdownEndDate: '2025-06-02T00:00:00Z', actionBarEndDate: '2025-06-03T00:00:00.000Z' }],
    ['dates with an offset', { countdownEndDate: '2025-06-02T02:00:00+02:00' }],
  ])('accepts %s', (_name, patch) => {
    expect(accepts({ ...valid, ...patch })).toBe(true);
  });

  test.each<[name: string, data: Record<string, unknown>]>([
    ['empty id', { id: '' }],
    ['id with space', { id: 'summer sale' }],
    ['id with slash', { id: 'a/b' }],
    ['id with dot', { id: 'a.b' }],
    ['id of 65 characters', { id: 'a'.repeat(65) }],
    ['missing id', { id: undefined }],
    ['text of 2001 characters', { text: 'x'.repeat(2001) }],
    ['missing text', { text: undefined }],
  ])('rejects %s', (_name, patch) => {
    expect(accepts({ ...valid, ...patch })).toBe(false);
  });

  test.each<[name: string, field: string, value: string, time: number | undefined]>([
    ["Storyblok's date field", 'countdownEndDate', '2027-12-24 23:00', Date.parse('2027-12-24T23:00:00Z')],
    [
      "Storyblok's date field with seconds",
      'actionBarEndDate',
      '2027-12-24 23:00:30',
      Date.parse('2027-12-24T23:00:30Z'),
    ],
    ['a blank date field', 'countdownEndDate', '', undefined],
  ])('reads %s', (_name, field, value, time) => {
    const parsed = v.parse(ActionBarDataSchema, { ...valid, [field]: value });
    expect(parsed[field as 'countdownEndDate']).toBe(time);
  });

  test.each<[name: string, data: Record<string, unknown>]>([
    ['colour name', { color: 'red' }],
    ['colour without #', { color: 'fff' }],
    ['#rrggbbaa colour', { color: '#ffffff00' }],
    ['#rgba colour', { backgroundColor: '#fff0' }],
    ['#rrggb colour', { backgroundColor: '#fffff' }],
    ['non-hex colour', { color: '#ggg' }],
    ['css injection colour', { backgroundColor: '#fff;background:url(x)' }],
    ['rgb() colour', { color: 'rgb(0,0,0)' }],
    ['German date', { countdownEndDate: '02.06.2025' }],
    ['words', { actionBarEndDate: 'tomorrow' }],
    ['date without time', { actionBarEndDate: '2025-06-02' }],
    ['month 13', { countdownEndDate: '2025-13-01T00:00:00Z' }],
    ['Storyblok form, month 13', { countdownEndDate: '2025-13-01 00:00' }],
    ['epoch number', { countdownEndDate: 1748822400000 }],
    ['RFC 2822 date', { actionBarEndDate: 'Mon, 02 Jun 2025 00:00:00 GMT' }],
    ['timestamp the shop cannot read', { actionBarEndDate: '2025-06-02T00:00:00.000+02' }],
  ])('shows the bar without %s, and reports the field', (_name, patch) => {
    expectFieldSkipped(ActionBarDataSchema, valid, patch);
  });

  // Storyblok stores the editor's pick as UTC: a campaign picked as 03:30 Berlin summer time on the night the
  // clocks go back (01:30 UTC) ends at that instant, one hour before 03:30 Berlin winter time would.
  test('a campaign ends at the stored UTC instant across a daylight-saving change', () => {
    const bar = v.parse(ActionBarDataSchema, { ...valid, actionBarEndDate: '2027-10-31 01:30' });
    expect(bar.actionBarEndDate).toBe(Date.UTC(2027, 9, 31, 1, 30));
    expect(actionBarProps(bar, Date.UTC(2027, 9, 31, 1, 29, 59))?.id).toBe('summer-sale');
    expect(actionBarProps(bar, Date.UTC(2027, 9, 31, 1, 30))).toBeNull();
  });
});
