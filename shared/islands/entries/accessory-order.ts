// Island accessory-order.
import { AccessoryOrder } from '../../components/blocks/AccessoryOrder';
import type { AccessoryOrderProps } from '../../components/blocks/order-props';
import { island } from '../entry';

// On the first interaction, as every island: the total is fetched from then on.
export default island<AccessoryOrderProps>({
  when: 'interaction',
  component: AccessoryOrder,
});
