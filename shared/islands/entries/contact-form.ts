// Island contact-form.
import { ContactForm } from '../../components/blocks/ContactForm';
import type { ContactFormProps } from '../../components/blocks/contact-form-props';
import { island } from '../entry';

export default island<ContactFormProps>({
  when: 'interaction',
  component: ContactForm,
});
