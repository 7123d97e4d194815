// Island sub-navigation.
import { SubNavigation } from '../../components/layout/SubNavigation';
import { SubNavigationPropsSchema } from '../../domain/navigation';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = SubNavigationPropsSchema;

export default island<typeof props>({
  when: 'interaction',
  component: SubNavigation,
});
