// The wishlist hearts without React: the visitor's list is read once, each listed product's heart is pressed,
// and a heart toggles in place through the shop API. On the wishlist page a removed product's tile goes. Without
// JavaScript, or when the call fails, the heart's form posts to the wishlist page, which answers.
const API = '/web-api/wishlist';

function headers(): Record<string, string> {
  const root = document.documentElement;
  return {
    accept: 'application/json',
    'content-type': 'application/json',
    'x-shop-channel': root.dataset.shopChannel ?? '',
    'x-shop-locale': root.lang,
  };
}

/** The SKUs of a wishlist answer, or null for an answer of another shape. */
function skusOf(answer: unknown): Set<string> | null {
  const items = (answer as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return null;
  return new Set(items.map((item) => String((item as { sku?: unknown }).sku)));
}

let listed = new Set<string>();

function mark(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-wishlist]')) {
    const sku = button.dataset.wishlist ?? '';
    const on = listed.has(sku);
    button.setAttribute('aria-pressed', String(on));
    button.value = on ? 'remove' : 'add';
  }
}

async function call(method: string, body?: object): Promise<boolean> {
  const response = await fetch(API, {
    method,
    headers: headers(),
    credentials: 'same-origin',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const skus = response.ok ? skusOf(await response.json()) : null;
  if (!skus) return false;
  listed = skus;
  mark();
  return true;
}

export function bindWishlist(): void {
  void call('GET').catch(() => undefined);
  // Tiles loaded by "show more" get their hearts marked too.
  document.addEventListener('tiles-added', mark);
  document.addEventListener('submit', (event) => {
    const form = (event.target as Element | null)?.closest<HTMLFormElement>('form[data-wishlist-form]');
    const button = form?.querySelector<HTMLButtonElement>('button[data-wishlist]');
    if (!form || !button) return;
    event.preventDefault();
    const sku = button.dataset.wishlist ?? '';
    const remove = button.getAttribute('aria-pressed') === 'true';
    call(remove ? 'DELETE' : 'POST', { sku })
      .then((done) => {
        if (!done) return form.submit();
        if (remove && button.hasAttribute('data-wishlist-listed'))
          form.closest('[data-wishlist-item]')?.remove();
      })
      .catch(() => form.submit());
  });
}
