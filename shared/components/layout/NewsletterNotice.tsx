// The newsletter sign-up's answer on the page its form returns to (`?newsletter=pending`): check the inbox and
// confirm. Rendered on the server from the query, which the edge cache key holds, so no script shows it; painted
// with the critical region, since it answers what the visitor just did.
import { CRITICAL_ATTR } from '../../domain/critical-region';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';

export function NewsletterNotice() {
  const { texts } = usePage();
  return (
    <div className="mx-auto max-w-screen-xl px-4 pt-6" {...{ [CRITICAL_ATTR]: '' }}>
      <p
        role="status"
        className="m-0 flex items-start gap-3 rounded-xl border border-line bg-cream px-5 py-4 text-ink"
        data-newsletter-notice="pending"
      >
        <Icon name="mail" size={22} className="shrink-0 text-accent" />
        <span>{texts.newsletterPending}</span>
      </p>
    </div>
  );
}
