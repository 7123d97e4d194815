// Contact form fields: required fields, the spec's e-mail rule, message length 10..5000, optional order number.
import { describe, expect, test } from 'vitest';
import { checkContactForm, EMAIL_PATTERN } from './contact-form';

const VALID = {
  name: 'Anna Weiß',
  email: 'anna.weiss+shop@example.co.uk',
  orderNumber: '',
  subject: 'My order',
  message: 'Where is my calendar?',
};

describe('EMAIL_PATTERN', () => {
  test.each([
    ['anna@example.de', true],
    ['a.b_c%d+e-f@mail.example.com', true],
    ['anna@example.co', true],
    ['anna@example.c', false],
    ['anna@example', false],
    ['anna example@example.de', false],
    ['anna@@example.de', false],
    ['@example.de', false],
    ['anna#1@example.de', false],
    ['anna@example.d3', false],
  ])('%s is %s', (email, valid) => {
    expect(EMAIL_PATTERN.test(email)).toBe(valid);
  });
});

describe('checkContactForm', () => {
  test('accepts a complete form, trimmed, an empty order number left out', () => {
    expect(checkContactForm({ ...VALID, name: '  Anna Weiß ' })).toEqual({
      success: true,
      values: { ...VALID, orderNumber: undefined },
    });
  });

  test('keeps a given order number', () => {
    const check = checkContactForm({ ...VALID, orderNumber: ' 12345 ' });
    expect(check.success && check.values.orderNumber).toBe('12345');
  });

  test.each<[name: string, change: Record<string, unknown>, errors: Record<string, string>]>([
    ['empty name', { name: '  ' }, { name: 'required' }],
    ['bad e-mail', { email: 'anna@example' }, { email: 'email' }],
    ['empty e-mail', { email: '' }, { email: 'required' }],
    ['9-character message', { message: '123456789' }, { message: 'messageLength' }],
    ['10 spaces and 9 characters', { message: `          123456789` }, { message: 'messageLength' }],
    ['5001-character message', { message: 'x'.repeat(5001) }, { message: 'messageLength' }],
    ['long subject', { subject: 'x'.repeat(201) }, { subject: 'tooLong' }],
    ['long order number', { orderNumber: '1'.repeat(41) }, { orderNumber: 'tooLong' }],
    ['missing subject', { subject: undefined }, { subject: 'required' }],
    ['two bad fields', { name: '', message: 'short' }, { name: 'required', message: 'messageLength' }],
  ])('refuses %s', (_name, change, errors) => {
    expect(checkContactForm({ ...VALID, ...change })).toEqual({ success: false, errors });
  });

  test.each([
    ['exactly 10 characters', '1234567890'],
    ['exactly 5000 characters', 'x'.repeat(5000)],
  ])('accepts a message of %s', (_name, message) => {
    expect(checkContactForm({ ...VALID, message }).success).toBe(true);
  });

  test.each([null, 'form', 42])('a form that is %j misses every required field', (input) => {
    expect(checkContactForm(input)).toEqual({
      success: false,
      errors: { name: 'required', email: 'required', subject: 'required', message: 'required' },
    });
  });
});
