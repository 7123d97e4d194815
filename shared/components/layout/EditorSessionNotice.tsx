// The visual editor's notice of an expired preview session: a bar fixed at the top of the page in the editor's
// frame, rendered hidden into every draft and shown by the editor script when the editor token has expired.

import { EDITOR_TEXTS } from '#i18n/editor-texts';
import { EDITOR_NOTICE_ATTR, EDITOR_RELOAD_ATTR } from '../../domain/live-preview';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';

export function EditorSessionNotice() {
  const texts = EDITOR_TEXTS[usePage().site.textLocale];
  return (
    <div
      hidden
      role="alert"
      // The bar sits above everything the page has (header, dialogs), as the editor must see it.
      className="fixed inset-x-0 top-0 z-[1000]"
      {...{ [EDITOR_NOTICE_ATTR]: '' }}
    >
      <div className="flex flex-wrap items-center justify-center gap-3 border-b border-line bg-cream px-4 py-3 text-ink shadow-md">
        <Icon name="clock" size={22} className="shrink-0 text-accent" />
        <p className="m-0 text-sm font-semibold" data-editor-notice-text="">
          {texts.expired}
        </p>
        <button
          type="button"
          className="shrink-0 rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-accent-ink cursor-pointer hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          data-reload-by-hand={texts.reloadByHand}
          {...{ [EDITOR_RELOAD_ATTR]: '' }}
        >
          {texts.reload}
        </button>
      </div>
    </div>
  );
}
