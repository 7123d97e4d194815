// Action bar island: dismissal persisted in a cookie keyed by bar id, mirrored as a root class and across tabs.
import { effect } from '@preact/signals-react';
import { ActionBar } from '../../shared/components/layout/ActionBar';
import {
  ACTION_BAR_CLOSED_CLASS,
  ACTION_BAR_COOKIE_MAX_AGE,
  actionBarCookie,
} from '../../shared/domain/action-bar';
import { dismissBar, dismissedBars } from '../../shared/state/action-bar';
import { onCookieWrite, readCookie, writeCookie } from '../cookies';
import { defineIsland } from '../hydrate';

export default defineIsland('action-bar', ActionBar, ({ id }) => {
  const cookie = actionBarCookie(id);
  onCookieWrite(cookie, (value) => {
    if (value === '1') dismissBar(id);
  });
  effect(() => {
    if (!dismissedBars.value.has(id)) return;
    document.documentElement.classList.add(ACTION_BAR_CLOSED_CLASS);
    if (readCookie(cookie) !== '1') writeCookie(cookie, '1', ACTION_BAR_COOKIE_MAX_AGE);
  });
});
