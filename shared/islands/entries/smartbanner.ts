// Island smartbanner: Closing stores the dismissal cookie, which other open tabs hear of too.
import { effect } from '@preact/signals-react';
import { onCookieWrite, readCookie, writeCookie } from '../../browser/cookies';
import { Smartbanner } from '../../components/layout/Smartbanner';
import {
  SMARTBANNER_COOKIE,
  SMARTBANNER_COOKIE_MAX_AGE,
  SmartbannerPropsSchema,
} from '../../domain/smartbanner';
import { closeSmartbanner, smartbannerClosed } from '../../state/smartbanner';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = SmartbannerPropsSchema;

export default island<typeof props>({
  when: 'interaction',
  component: Smartbanner,
  setup: () => {
    onCookieWrite(SMARTBANNER_COOKIE, (value) => {
      if (value === '1') closeSmartbanner();
    });
    effect(() => {
      if (!smartbannerClosed.value) return;
      if (readCookie(SMARTBANNER_COOKIE) !== '1') {
        writeCookie(SMARTBANNER_COOKIE, '1', SMARTBANNER_COOKIE_MAX_AGE);
      }
    });
  },
});
