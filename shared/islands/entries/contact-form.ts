// Island contact-form.
import { ContactForm } from '../../components/blocks/ContactForm';
import { ContactFormPropsSchema } from '../../domain/contact-form-block';
import { island } from '../entry';

export default island({
  props: ContactFormPropsSchema,
  when: 'interaction',
  component: ContactForm,
});
