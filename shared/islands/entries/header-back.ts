// Island header-back.
import { HeaderBack } from '../../components/layout/HeaderBack';
import type { HeaderBackProps } from '../../schemas/furniture-islands';
import { island } from '../entry';

export default island<HeaderBackProps>({
  when: 'interaction',
  component: HeaderBack,
});
