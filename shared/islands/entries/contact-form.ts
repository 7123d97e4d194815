// Island contact-form.
import { ContactForm } from '../../components/blocks/ContactForm';
import { ContactFormPropsSchema } from '../../components/blocks/contact-form-props';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = ContactFormPropsSchema;

export default island<typeof props>({
  when: 'interaction',
  component: ContactForm,
});
