// The extra banner whitelabel customers see on the error page, web layout only: the
// layout shows it when the page asks for it and the customer is a whitelabel customer.
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';
import { useCustomer } from '../request-facts';

/** Shown to a whitelabel customer; the page waits for its customer (no <Suspense>: the banner would shift it). */
export function WhitelabelBanner() {
  const { texts } = usePage();
  const customer = useCustomer();
  if (customer?.isWhitelabelCustomer !== true) return null;
  const words = texts.furniture.whitelabel;
  return (
    <aside
      data-whitelabel-banner=""
      aria-label={words.heading}
      className="border-b border-line bg-cream text-ink"
    >
      <div className="mx-auto flex max-w-screen-xl items-start gap-3 px-4 py-3">
        <Icon name="info" size={20} className="mt-0.5 shrink-0 text-accent" />
        <p className="m-0 text-sm leading-snug">
          <strong className="font-semibold">{words.heading}: </strong>
          {words.text}
        </p>
      </div>
    </aside>
  );
}
