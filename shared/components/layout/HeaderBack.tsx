// The header's back button in the desktop app view: back in the history, or home without one.
import * as v from 'valibot';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';

export const HeaderBackPropsSchema = v.object({
  /** The shop's home path: a path on this host, never another host (`//…`). */
  home: v.pipe(v.string(), v.regex(/^\/(?!\/)/, 'home must be a path on this host')),
});

export function HeaderBack({ home }: v.InferOutput<typeof HeaderBackPropsSchema>) {
  const { texts } = usePage();
  return (
    <a
      href={home}
      className="inline-flex size-10 items-center justify-center rounded-full text-ink no-underline hover:bg-cream"
      aria-label={texts.header.back}
      data-header-back=""
      onClick={(event) => {
        // Without an earlier page of this shop the link's own target (home) is the way back.
        if (history.length < 2 || !document.referrer.startsWith(location.origin)) return;
        event.preventDefault();
        history.back();
      }}
    >
      <Icon name="arrow-left" size={22} />
    </a>
  );
}
