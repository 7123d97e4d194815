// The header's back button in the desktop app view: back in the history, or home without one.
import type { HeaderBackProps } from '../../schemas/furniture-islands';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';

export function HeaderBack({ home }: HeaderBackProps) {
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
