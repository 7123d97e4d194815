// Whether a panel a button controls is in the page: a panel whose code loads on demand appears a moment after
// the click, and the button may say it is expanded (and name it in aria-controls) only once it is there.
import { useEffect, useState } from 'react';

/**
 * Whether the element with `id` is in the document while it is `wanted` (its panel asked for): looked up after each
 * render and, while wanted, on every change of the page, so a panel that mounts later is seen at once. Always
 * false on the server and in the first render, as the server's HTML has no panel.
 */
export function useInDocument(id: string, wanted: boolean): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    const look = () => setPresent(document.getElementById(id) !== null);
    look();
    if (!wanted) return;
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [id, wanted]);
  return wanted && present;
}

/** A toggle's ARIA state: expanded, and naming its panel, only while the panel is in the page. */
export function toggleAria(
  id: string,
  shown: boolean,
): { 'aria-expanded': boolean; 'aria-controls'?: string } {
  return shown ? { 'aria-expanded': true, 'aria-controls': id } : { 'aria-expanded': false };
}
