// The contact person beside the contact form: photo, name, role, e-mail and phone.

import { fixedSlot } from '../../domain/images';
import { telHref } from '../../domain/links';
import { Image } from '../Image';
import { Icon } from '../icons/Icon';
import type { ContactPerson } from './contact-form-props';

/** The photo is `size-32`. */
const IMAGE_SLOT = fixedSlot(128);

/** The card of a resolved Person story (only the fields the contact form block keeps). */
export function ContactPersonCard({ person }: { person: ContactPerson }) {
  return (
    <aside className="flex flex-col items-start gap-2 rounded-xl bg-cream p-6 self-start" data-contact-person>
      {person.image && (
        <Image
          src={person.image.filename}
          alt={person.image.alt}
          preset="contactForm"
          ratio="1/1"
          slot={IMAGE_SLOT}
          className="size-32 rounded-full object-cover mb-2"
        />
      )}
      <p className="font-head text-xl font-semibold">{person.name}</p>
      {person.role && <p className="text-muted">{person.role}</p>}
      {person.email && (
        <a href={`mailto:${person.email}`} className="inline-flex items-center gap-2 text-ink underline">
          <Icon name="mail" size={18} />
          {person.email}
        </a>
      )}
      {person.phone && (
        <a href={telHref(person.phone)} className="inline-flex items-center gap-2 text-ink underline">
          <Icon name="phone" size={18} />
          {person.phone}
        </a>
      )}
    </aside>
  );
}
