// Hydrates when the island comes near the viewport. Markers use display: contents, so their children are observed.
export function whenVisible(marker: HTMLElement, run: () => Promise<void>): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void run();
    },
    { rootMargin: '200px' },
  );
  for (const child of Array.from(marker.children)) observer.observe(child);
}
