// The consent second layer: a dialog with the categories (necessary always on, analytics and marketing as
// switches), saving the visitor's choice, declining all or accepting all (the last two of equal weight).
import { useState } from 'react';
import {
  ALL_DECLINED,
  ALL_GRANTED,
  type ConsentCategory,
  type ConsentChoice,
  OPTIONAL_CATEGORIES,
} from '../../domain/consent';
import { chooseConsent, closeConsentSettings } from '../../state/consent';
import { Modal } from '../dialogs/Modal';
import { usePage } from '../page-context';
import { CHOICE_BUTTON } from './consent-classes';

function CategoryText({ category }: { category: ConsentCategory }) {
  const { name, text } = usePage().texts.footer.consent.categories[category];
  return (
    <span>
      <span className="block font-semibold">{name}</span>
      <span className="block text-sm text-muted">{text}</span>
    </span>
  );
}

/** The second layer; the necessary category is always on, so it has no switch. */
export function ConsentSettings({ current }: { current: ConsentChoice | null }) {
  const words = usePage().texts.footer.consent;
  const [choice, setChoice] = useState<ConsentChoice>(current ?? ALL_DECLINED);
  return (
    <Modal title={words.settingsTitle} onClose={closeConsentSettings} kind="consent-settings">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          chooseConsent(choice);
        }}
        data-consent-settings=""
      >
        <p className="mt-0 text-sm text-muted">{words.settingsIntro}</p>
        <ul className="m-0 list-none space-y-4 p-0">
          <li className="flex items-start justify-between gap-4" data-consent-category="necessary">
            <CategoryText category="necessary" />
            <span className="shrink-0 text-sm font-semibold text-ink">{words.alwaysOn}</span>
          </li>
          {OPTIONAL_CATEGORIES.map((category) => (
            <li key={category}>
              <label className="flex cursor-pointer items-start justify-between gap-4">
                <CategoryText category={category} />
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={choice[category]}
                  name={category}
                  className="mt-1 size-5 shrink-0 accent-[var(--shop-accent)]"
                  checked={choice[category]}
                  onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
                />
              </label>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="submit" className={CHOICE_BUTTON} data-consent-save="">
            {words.save}
          </button>
          <button
            type="button"
            className={CHOICE_BUTTON}
            onClick={() => chooseConsent(ALL_DECLINED)}
            data-consent-decline-all=""
          >
            {words.declineAll}
          </button>
          <button
            type="button"
            className={CHOICE_BUTTON}
            onClick={() => chooseConsent(ALL_GRANTED)}
            data-consent-accept-all=""
          >
            {words.accept}
          </button>
        </div>
      </form>
    </Modal>
  );
}
