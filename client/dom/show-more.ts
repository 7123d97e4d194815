// "Show more" on the products overview without React: a plain click loads the next page size in place (the tiles
// and the link are replaced from the fetched page), the address follows, and the scroll position stays. Without
// JavaScript, or when the fetch fails, the link navigates.
export function bindShowMore(): void {
  document.addEventListener('click', async (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-show-more]');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const tiles = document.querySelector('[data-tiles]');
    if (!tiles) return;
    event.preventDefault();
    try {
      const response = await fetch(link.href, { headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(String(response.status));
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      const nextTiles = next.querySelector('[data-tiles]');
      if (!nextTiles) throw new Error('no tiles');
      tiles.replaceChildren(...nextTiles.childNodes);
      document.dispatchEvent(new Event('tiles-added'));
      const nextLink = next.querySelector('a[data-show-more]');
      if (nextLink) link.href = (nextLink as HTMLAnchorElement).href;
      else link.closest('p')?.remove();
      history.replaceState(history.state, '', response.url);
    } catch {
      window.location.assign(link.href);
    }
  });
}
