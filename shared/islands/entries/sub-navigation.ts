// Island sub-navigation.
import { SubNavigation } from '../../components/layout/SubNavigation';
import { SubNavigationPropsSchema } from '../../domain/navigation';
import { island } from '../entry';

export default island({
  props: SubNavigationPropsSchema,
  when: 'interaction',
  component: SubNavigation,
});
