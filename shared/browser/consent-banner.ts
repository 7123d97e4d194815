// The consent banner's server HTML in the browser: shown while the visitor has not chosen, with room kept below
// the page's end so it never hides the footer's last line; hidden once a choice exists (here or in another tab).

/** Set on <html> once the stored choice was read and the banner shown or left hidden. */
export const CONSENT_READY_ATTR = 'data-consent-ready';
export const CONSENT_BANNER_ATTR = 'data-consent-banner';

let observer: ResizeObserver | undefined;

export function showConsentBanner(banner: HTMLElement): void {
  banner.hidden = false;
  observer = new ResizeObserver(() => {
    document.body.style.paddingBottom = `${banner.offsetHeight}px`;
  });
  observer.observe(banner);
}

export function hideConsentBanner(): void {
  const banner = document.querySelector<HTMLElement>(`[${CONSENT_BANNER_ATTR}]`);
  if (!banner || banner.hidden) return;
  banner.hidden = true;
  observer?.disconnect();
  document.body.style.paddingBottom = '';
}
