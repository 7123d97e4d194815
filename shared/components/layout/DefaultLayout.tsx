// The default layout of every page but the icon sprite: skip link, action bar, header, main, footer,
// back-to-top and the account dialogs.
import type { ReactNode } from 'react';
import type { ActionBarProps } from '../../domain/action-bar';
import { Island } from '../../islands/Island';
import { usePage } from '../page-context';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export interface DefaultLayoutProps {
  actionBar: ActionBarProps | null;
  /** Feed pages hide the sub-navigation (spec section 2). */
  showSubNavigation: boolean;
  year: number;
  children: ReactNode;
}

export function DefaultLayout({ actionBar, showSubNavigation, year, children }: DefaultLayoutProps) {
  const { texts } = usePage();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:px-4 focus:py-2"
      >
        {texts.skipToContent}
      </a>
      {actionBar && (
        // A countdown must tick, so it hydrates when idle; a plain bar waits for the visitor's intent.
        <Island
          name="action-bar"
          props={actionBar}
          when={actionBar.countdownEnd === undefined ? 'interaction' : 'idle'}
        />
      )}
      <SiteHeader />
      {showSubNavigation && <div data-sub-navigation="" />}
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter year={year} />
      <Island name="back-to-top" props={{}} />
      <Island name="auth-dialogs" props={{}} />
    </>
  );
}
