// The ContactForm CMS block read into island props: the headline and the contact person's card, or, when the
// person relation stayed an unresolved uuid, no person and the uuid to log (contact-form-person-not-found).
import * as v from 'valibot';
import { CmsImageSchema } from '../../schemas/cms';
import { optionalField } from '../../schemas/storyblok-fields';
import { resizable } from './video-props';

/** The person card: only the fields it shows, never the whole story. */
export const ContactPersonSchema = v.object({
  name: v.string(),
  role: v.string(),
  email: v.string(),
  phone: v.string(),
  image: v.optional(v.object({ filename: v.string(), alt: v.string() })),
});
export type ContactPerson = v.InferOutput<typeof ContactPersonSchema>;

/** Props of the `contact-form` island. */
export const ContactFormPropsSchema = v.object({
  headline: v.string(),
  person: v.optional(ContactPersonSchema),
});
export type ContactFormProps = v.InferOutput<typeof ContactFormPropsSchema>;

/** The content of a Person story, as the CMS sends it. */
export const PersonContentSchema = v.looseObject({
  component: v.literal('Person'),
  name: v.pipe(v.string(), v.minLength(1)),
  role: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
  phone: v.optional(v.string(), ''),
  image: optionalField(CmsImageSchema),
});

const PersonStorySchema = v.looseObject({ content: PersonContentSchema });

export interface ContactFormBlock extends ContactFormProps {
  /** The person field's uuid when the content client could not resolve it to a Person story. */
  missingPerson?: string;
}

function readPerson(field: unknown): Pick<ContactFormBlock, 'person' | 'missingPerson'> {
  if (typeof field === 'string') return field ? { missingPerson: field } : {};
  const story = v.safeParse(PersonStorySchema, field);
  if (!story.success) {
    const uuid = (field as { uuid?: unknown } | null)?.uuid;
    return field ? { missingPerson: typeof uuid === 'string' ? uuid : 'unknown' } : {};
  }
  const { name, role, email, phone, image } = story.output.content;
  return {
    person: {
      name,
      role,
      email,
      phone,
      // An image the image component cannot serve is left out rather than breaking the page.
      image:
        image && resizable(image.filename) ? { filename: image.filename, alt: image.alt || name } : undefined,
    },
  };
}

/** The ContactForm CMS block: `person` is a resolved Person story or, unresolved, its uuid string. */
export const ContactFormBlockSchema = v.pipe(
  v.object({ headline: v.optional(v.string(), ''), person: v.optional(v.unknown()) }),
  v.transform(({ headline, person }): ContactFormBlock => ({ headline, ...readPerson(person) })),
);

/** What the server logs for a block whose person is missing; the block renders without the person. */
export function missingPersonNotice(
  block: ContactFormBlock,
): { logId: 'contact-form-person-not-found'; details: { person: string } } | undefined {
  return block.missingPerson
    ? { logId: 'contact-form-person-not-found', details: { person: block.missingPerson } }
    : undefined;
}
