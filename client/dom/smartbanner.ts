// The app smartbanner without React: the close button stores the dismissal cookie (the server then leaves the
// banner out) and removes the banner; a dismissal in another tab does the same here.
import { onCookieWrite, writeCookie } from '../../shared/browser/cookies';
import { SMARTBANNER_COOKIE, SMARTBANNER_COOKIE_MAX_AGE } from '../../shared/domain/smartbanner';

export function bindSmartbanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-smartbanner]');
  if (!banner) return;
  const dismiss = () => banner.remove();
  banner.querySelector('[data-smartbanner-close]')?.addEventListener('click', () => {
    writeCookie(SMARTBANNER_COOKIE, '1', SMARTBANNER_COOKIE_MAX_AGE);
    dismiss();
  });
  onCookieWrite(SMARTBANNER_COOKIE, (value) => {
    if (value === '1') dismiss();
  });
}
