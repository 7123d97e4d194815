// An accessory's total for a quantity, as the worker read and checked it from the price service
// (`/frontend-api/accessory-total` under the page's locale prefix): the browser takes the worker's answer as it is,
// so pricing an accessory needs neither the shop client nor a schema here.
import type { Total } from '../shop/product-orders';

/** The worker's endpoint, before the page's locale prefix. */
export const ACCESSORY_TOTAL_PATH = '/frontend-api/accessory-total';

/** The total, or a rejection when the worker has none (an unknown accessory, no answer from the service). */
export async function accessoryTotal(endpoint: string, sku: string, quantity: number): Promise<Total> {
  const query = new URLSearchParams({ sku, quantity: String(quantity) });
  const response = await fetch(`${endpoint}?${query}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`the accessory total answered ${response.status}`);
  return (await response.json()) as Total;
}
