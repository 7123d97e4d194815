// Island contact-form.
import { ContactForm } from '../../components/blocks/ContactForm';
import { ContactFormPropsSchema } from '../../components/blocks/contact-form-props';
import { island } from '../entry';

export default island({
  props: ContactFormPropsSchema,
  when: 'interaction',
  component: ContactForm,
});
