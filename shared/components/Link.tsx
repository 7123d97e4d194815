// The one link component: internal links keep `_` parameters, external ones need allowExternal, unsafe ones become text.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { resolveLink } from '../domain/links';
import { usePage } from './page-context';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  allowExternal?: boolean;
  children: ReactNode;
}

export function Link({ href, allowExternal, children, ...rest }: LinkProps) {
  const { site, carried } = usePage();
  const target = resolveLink(href, { host: site.host, carried, allowExternal });
  if (target.kind === 'refused') {
    return <span className={rest.className}>{children}</span>;
  }
  const external = target.kind === 'external' ? { rel: 'noopener noreferrer' } : {};
  return (
    <a {...rest} {...external} href={target.href}>
      {children}
    </a>
  );
}
