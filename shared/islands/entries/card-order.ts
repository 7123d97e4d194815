// Island card-order.
import { CardOrder } from '../../components/blocks/CardOrder';
import { CardOrderPropsSchema } from '../../components/blocks/order-props';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = CardOrderPropsSchema;

// On the first interaction, as every island: the total is fetched from then on.
export default island<typeof props>({
  when: 'interaction',
  component: CardOrder,
});
