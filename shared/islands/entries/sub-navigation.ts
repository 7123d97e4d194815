// Island sub-navigation.

import { SubNavigation } from '../../components/layout/SubNavigation';
import type { SubNavigationProps } from '../../schemas/furniture-islands';
import { island } from '../entry';

export default island<SubNavigationProps>({
  when: 'interaction',
  component: SubNavigation,
});
