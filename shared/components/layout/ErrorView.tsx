// The plain error page body (when the error story cannot be loaded): a friendly heading, a way home, and the
// error details only in debug mode.
import { localizePath } from '../../domain/site';
import { Link } from '../Link';
import { usePage } from '../page-context';

export interface ErrorViewProps {
  heading: string;
  intro: string;
  /** The technical message, e.g. `Page not found: /x`; shown only with `_debug`. */
  message: string;
  debug: boolean;
}

/** The technical message of an error, for the `_debug` flag only. */
export function ErrorDetails({ message }: { message: string }) {
  const { texts } = usePage();
  return (
    <section className="mx-auto max-w-2xl px-4 pb-10" aria-label={texts.furniture.error.details}>
      <pre data-error-details="" className="text-left text-sm bg-cream p-4 rounded overflow-auto">
        {message}
      </pre>
    </section>
  );
}

export function ErrorView({ heading, intro, message, debug }: ErrorViewProps) {
  const { site, texts } = usePage();
  return (
    <>
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="font-head text-4xl font-semibold mb-4">{heading}</h1>
        <p className="text-lg text-muted mb-8">{intro}</p>
        <Link
          href={localizePath(site, '/')}
          className="inline-block rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink no-underline hover:opacity-90"
        >
          {texts.toHome}
        </Link>
      </section>
      {debug && message && <ErrorDetails message={message} />}
    </>
  );
}
