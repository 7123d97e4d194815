// Island accessory-order.
import { AccessoryOrder } from '../../components/blocks/AccessoryOrder';
import { AccessoryOrderPropsSchema } from '../../components/blocks/order-props';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = AccessoryOrderPropsSchema;

// On the first interaction, as every island: the total is fetched from then on.
export default island<typeof props>({
  when: 'interaction',
  component: AccessoryOrder,
});
