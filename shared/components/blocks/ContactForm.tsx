// Contact form (island contact-form): the contact person's card and a form checked before it is sent as JSON
// to the shop; a failed send says so and keeps everything typed (the fields are uncontrolled).
import { type FormEvent, useId, useState } from 'react';
import { fill } from '../../i18n/fill';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFieldError,
  checkContactForm,
  MESSAGE_MAX,
  MESSAGE_MIN,
} from '../../schemas/contact-form';
import { browserShopClient } from '../../shop/client';
import { SHOP_PATHS } from '../../shop/endpoints';
import { postToShop } from '../../shop/post';
import { usePage } from '../page-context';
import { ContactPersonCard } from './ContactPersonCard';
import type { ContactFormProps } from './contact-form-props';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

const INPUT =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-sale';

const FIELD_ATTRIBUTES: Record<ContactField, { type?: string; autoComplete?: string; maxLength: number }> = {
  name: { autoComplete: 'name', maxLength: 100 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  orderNumber: { maxLength: 40 },
  subject: { maxLength: 200 },
  message: { maxLength: MESSAGE_MAX },
};

/** The island's component; hydrated on the first interaction, a click on send before that is replayed. */
export function ContactForm({ headline, person }: ContactFormProps) {
  const { texts, site } = usePage();
  const words = texts.contactForm;
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactFieldError>>>({});
  const [status, setStatus] = useState<Status>('idle');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const form = event.currentTarget;
    const check = checkContactForm(Object.fromEntries(new FormData(form)));
    if (!check.success) {
      setErrors(check.errors);
      setStatus('idle');
      const first = CONTACT_FIELDS.find((field) => check.errors[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setStatus('sending');
    const result = await postToShop(browserShopClient(site), SHOP_PATHS.contactForm, check.values);
    if (result.ok) form.reset();
    setStatus(result.ok ? 'sent' : 'failed');
  };

  const field = (name: ContactField) => {
    const error = errors[name];
    const errorId = `${id}-${name}-error`;
    const attributes = {
      id: `${id}-${name}`,
      name,
      className: INPUT,
      required: name !== 'orderNumber',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      ...FIELD_ATTRIBUTES[name],
    };
    return (
      <div key={name} className={name === 'message' ? 'sm:col-span-2' : undefined}>
        <label htmlFor={attributes.id} className="block mb-1 text-sm font-semibold">
          {words[name]}
          {name === 'orderNumber' && <span className="font-normal text-muted"> ({words.optional})</span>}
        </label>
        {name === 'message' ? <textarea rows={6} {...attributes} /> : <input {...attributes} />}
        {error && (
          <p id={errorId} className="mt-1 text-sm text-sale" data-field-error={name}>
            {fill(words.errors[error], { min: MESSAGE_MIN, max: MESSAGE_MAX })}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="my-10 grid gap-8 md:grid-cols-[1fr_2fr]" data-contact-form>
      {person && <ContactPersonCard person={person} />}
      <div className={person ? undefined : 'md:col-span-2'}>
        {headline && <h2 className="font-head text-2xl font-semibold mb-4">{headline}</h2>}
        <form
          method="post"
          action={SHOP_PATHS.contactForm}
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4 sm:grid-cols-2"
        >
          {CONTACT_FIELDS.map(field)}
          <div className="sm:col-span-2 flex flex-wrap items-center gap-4">
            <button
              type="submit"
              disabled={status === 'sending'}
              className="rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink cursor-pointer hover:opacity-90 disabled:opacity-60 disabled:cursor-wait"
            >
              {status === 'sending' ? words.sending : words.send}
            </button>
            <p role="status" className="text-sm text-secondary" data-contact-status={status}>
              {status === 'sent' && words.sent}
            </p>
          </div>
          {status === 'failed' && (
            <p role="alert" className="sm:col-span-2 rounded-lg border border-sale p-3 text-sale">
              {words.failed}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
