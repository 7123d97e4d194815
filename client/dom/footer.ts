// The footer without React: below 720 px a section's toggle opens or closes its panel (its few lines load with
// the first click on a toggle); at 720 px and wider every panel shows and a click changes nothing. The SEO text
// shows its view-more button only when it is clipped, and opens for good on click.
import { textClipped } from '../../shared/domain/footer-sections';
import { FOOTER_COLLAPSE_QUERY } from '../../shared/domain/viewport';

function bindSeoText(): void {
  const section = document.querySelector<HTMLElement>('[data-seo-text]');
  const body = section?.querySelector<HTMLElement>('[data-seo-text-body]');
  const more = section?.querySelector<HTMLElement>('[data-seo-text-more]');
  if (!section || !body || !more) return;
  const open = () => {
    observer.disconnect();
    section.dataset.expanded = 'true';
    body.className = '';
    body.querySelector('[data-seo-text-fade]')?.remove();
    more.remove();
  };
  // Until measured the button keeps its space, invisible, so nothing below shifts.
  const observer = new ResizeObserver(() => {
    const clipped = textClipped(body);
    section.dataset.clipped = String(clipped);
    more.classList.toggle('invisible', !clipped);
    if (!clipped) body.querySelector('[data-seo-text-fade]')?.remove();
  });
  observer.observe(body);
  more.addEventListener('click', open);
}

export function bindFooter(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-footer-toggle]') : null;
    // Wide, every panel shows: a click changes nothing, and nothing loads for it.
    if (!(button instanceof HTMLElement) || !window.matchMedia(FOOTER_COLLAPSE_QUERY).matches) return;
    void import('./footer-toggle').then((module) => module.toggle(button));
  });
  bindSeoText();
}
