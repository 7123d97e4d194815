// Island header-back.
import { HeaderBack, HeaderBackPropsSchema } from '../../components/layout/HeaderBack';
import { island } from '../entry';

export default island({
  props: HeaderBackPropsSchema,
  when: 'interaction',
  component: HeaderBack,
});
