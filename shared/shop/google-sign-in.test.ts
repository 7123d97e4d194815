// The one-tap prompt's moments as the log lines the spec names, and the credential's answer as a signed-in customer.
import { describe, expect, test } from 'vitest';
import { createShopClient, type ShopFetch } from './client';
import { momentLog, type PromptMomentNotification, submitGoogleCredential } from './google-sign-in';

/** A notification as Google Identity Services makes one. */
function moment(type: 'display' | 'skipped' | 'dismissed', reason?: string, displayed = false) {
  return {
    isDisplayMoment: () => type === 'display',
    isDisplayed: () => type === 'display' && displayed,
    isNotDisplayed: () => type === 'display' && !displayed,
    getNotDisplayedReason: () => (type === 'display' && !displayed ? reason : undefined),
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? reason : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
  } satisfies PromptMomentNotification;
}

describe('momentLog', () => {
  test.each([
    [moment('display', undefined, true), { id: 'google-one-tap-displayed' }],
    [
      moment('display', 'suppressed_by_user'),
      { id: 'google-one-tap-not-displayed', reason: 'suppressed_by_user' },
    ],
    [moment('skipped', 'user_cancel'), { id: 'google-one-tap-skipped', reason: 'user_cancel' }],
    [
      moment('dismissed', 'credential_returned'),
      { id: 'google-one-tap-dismissed', reason: 'credential_returned' },
    ],
    [moment('dismissed', 'cancel_called'), { id: 'google-one-tap-dismissed', reason: 'cancel_called' }],
  ])('%# logs %o', (notification, line) => {
    expect(momentLog(notification)).toEqual(line);
  });
});

describe('submitGoogleCredential', () => {
  const clientAnswering = (status: number, body: unknown) => {
    const fetch: ShopFetch = async () => new Response(JSON.stringify(body), { status });
    return createShopClient({ fetch, baseUrl: '', channelHeader: 'kartenliebe.de', locale: 'de-DE' });
  };

  test('the customer fields sign the customer in; a refusal carries the shop’s text', async () => {
    const signedIn = clientAnswering(200, { firstName: 'Ada', lastName: 'Lovelace', isLoggedIn: true });
    expect(await submitGoogleCredential(signedIn, { credential: 'a.b.c', select_by: 'btn' }, 'No.')).toEqual({
      ok: true,
      customer: {
        isLoggedIn: true,
        fullName: 'Ada Lovelace',
        cartArticlesAmount: 0,
        isWhitelabelCustomer: false,
      },
    });
    const refused = clientAnswering(401, { message: { text: 'Not verified.' } });
    expect(await submitGoogleCredential(refused, { credential: 'a.b.c' }, 'No.')).toEqual({
      ok: false,
      status: 401,
      text: 'Not verified.',
    });
  });
});
