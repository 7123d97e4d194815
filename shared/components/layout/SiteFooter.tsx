// The site footer, in order: link box, newsletter, communication tiles, customer opinions, SEO
// text, breadcrumb, payment methods, footer boxes and the copyright line. The collapsing parts are server HTML
// toggled by the boot script (no React); their start state is plain CSS, and without scripting (`noscript:`
// variants, the `scripting` media feature) every panel shows.
import { DeferredBreadcrumb } from './Breadcrumb';
import { type LayoutPartInput, Part } from './layout-parts';

export function SiteFooter({ page, year }: LayoutPartInput) {
  return (
    <footer className="mt-12 border-t border-line bg-cream text-ink" data-footer="">
      <div className="mx-auto max-w-screen-xl px-4">
        <Part name="footer-top" input={{ page, year }} />
      </div>
      <div className="border-t border-line bg-surface">
        <div className="mx-auto max-w-screen-xl px-4">
          <DeferredBreadcrumb items={page.breadcrumbs} />
          <Part name="footer-end" input={{ page, year }} />
        </div>
      </div>
    </footer>
  );
}
