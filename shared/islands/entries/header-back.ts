// Island header-back.
import { HeaderBack, HeaderBackPropsSchema } from '../../components/layout/HeaderBack';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = HeaderBackPropsSchema;

export default island<typeof props>({
  when: 'interaction',
  component: HeaderBack,
});
