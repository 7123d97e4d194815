// The action bar without React: the close button stores the dismissal cookie for this bar, marks the root and
// removes the bar; a dismissal in another tab does the same here. The countdown ticks once a second.
import { onCookieWrite, writeCookie } from '../../shared/browser/cookies';
import {
  ACTION_BAR_CLOSED_CLASS,
  ACTION_BAR_COOKIE_MAX_AGE,
  actionBarCookie,
} from '../../shared/domain/action-bar-cookie';
import { tickCountdown } from './countdown';

export function bindActionBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-action-bar]');
  const id = bar?.dataset.actionBar;
  if (!bar || !id) return;
  const cookie = actionBarCookie(id);
  const countdown = tickCountdown(bar.querySelector<HTMLElement>('[data-countdown="running"]'));
  const dismiss = () => {
    countdown?.abort();
    document.documentElement.classList.add(ACTION_BAR_CLOSED_CLASS);
    bar.remove();
  };
  bar.querySelector('[data-action-bar-close]')?.addEventListener('click', () => {
    writeCookie(cookie, '1', ACTION_BAR_COOKIE_MAX_AGE);
    dismiss();
  });
  onCookieWrite(cookie, (value) => {
    if (value === '1') dismiss();
  });
}
