// A list of CMS links (text and link field), as the link box block and the footer's link lists show them.
import type { CmsLink } from '../schemas/cms';
import { Link } from './Link';
import { useCmsHref } from './use-cms-href';

export interface LinkListProps {
  links: readonly { text: string; link: CmsLink }[];
  /** Spacing of the list in its place. */
  className: string;
}

export function LinkList({ links, className }: LinkListProps) {
  const href = useCmsHref();
  return (
    <ul className={`list-none p-0 space-y-2 ${className}`}>
      {links.map((entry) => (
        <li key={`${entry.text}|${entry.link.cached_url}${entry.link.url}`} className="leading-snug">
          <Link href={href(entry.link)} allowExternal className="text-muted no-underline hover:text-accent">
            {entry.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
