// Smartbanner island: the close button stores the dismissal cookie, which other open tabs hear of too.
import { effect } from '@preact/signals-react';
import { Smartbanner } from '../../shared/components/layout/Smartbanner';
import { SMARTBANNER_COOKIE, SMARTBANNER_COOKIE_MAX_AGE } from '../../shared/domain/smartbanner';
import { closeSmartbanner, smartbannerClosed } from '../../shared/state/smartbanner';
import { onCookieWrite, readCookie, writeCookie } from '../cookies';
import { defineIsland } from '../hydrate';

export default defineIsland('smartbanner', Smartbanner, () => {
  onCookieWrite(SMARTBANNER_COOKIE, (value) => {
    if (value === '1') closeSmartbanner();
  });
  effect(() => {
    if (!smartbannerClosed.value) return;
    if (readCookie(SMARTBANNER_COOKIE) !== '1')
      writeCookie(SMARTBANNER_COOKIE, '1', SMARTBANNER_COOKIE_MAX_AGE);
  });
});
