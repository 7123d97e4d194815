// Hydrates when the browser is idle (at the latest after two seconds).
export function whenIdle(_marker: HTMLElement, run: () => Promise<void>): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void run(), { timeout: 2000 });
  else setTimeout(() => void run(), 200);
}
