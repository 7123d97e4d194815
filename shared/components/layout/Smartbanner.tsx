// The app smartbanner: app name, a line of text, the deep link and a close button. Phones and
// tablets only; the worker leaves it out where the channel has no app or the visitor dismissed it. Server HTML:
// the boot script's few lines close it (client/dom/smartbanner.ts), no React.
import { SMARTBANNER_HIDDEN_FROM, type SmartbannerProps } from '../../domain/smartbanner';
import { Icon } from '../icons/Icon';
import { Link } from '../Link';
import { usePage } from '../page-context';

export function Smartbanner({ title, text, cta, closeLabel, href }: SmartbannerProps) {
  const { texts } = usePage();
  return (
    <aside
      data-smartbanner=""
      aria-label={texts.furniture.smartbanner.label}
      className={`${SMARTBANNER_HIDDEN_FROM} border-b border-line bg-cream text-ink`}
    >
      <div className="flex items-center gap-3 px-3 py-2">
        <button
          type="button"
          data-smartbanner-close=""
          aria-label={closeLabel}
          title={closeLabel}
          className="shrink-0 inline-flex size-8 items-center justify-center rounded-full text-muted cursor-pointer hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Icon name="close" size={18} />
        </button>
        <span
          aria-hidden="true"
          className="shrink-0 inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-ink"
        >
          <Icon name="download" size={22} />
        </span>
        <p className="min-w-0 flex-1 leading-tight">
          <strong className="block truncate text-sm font-semibold">{title}</strong>
          {text && <span className="block truncate text-xs text-muted">{text}</span>}
        </p>
        <Link
          href={href}
          allowExternal
          data-smartbanner-cta=""
          className="shrink-0 rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-accent-ink no-underline hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {cta}
        </Link>
      </div>
    </aside>
  );
}
