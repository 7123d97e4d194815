// A footer section's toggle below 720 px: opens or closes its panel, loaded with the first click on a toggle.
const PANEL_CLOSED_CLASS = 'max-[719px]:hidden';
const CHEVRON_OPEN_CLASS = 'rotate-180';

export function toggle(button: HTMLElement): void {
  const section = button.closest<HTMLElement>('[data-open]');
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!section || !panel) return;
  const open = section.dataset.open !== 'true';
  section.dataset.open = String(open);
  button.setAttribute('aria-expanded', String(open));
  panel.classList.toggle(PANEL_CLOSED_CLASS, !open);
  button.querySelector('svg')?.classList.toggle(CHEVRON_OPEN_CLASS, open);
}
