// Island card-order.
import { CardOrder } from '../../components/blocks/CardOrder';
import type { CardOrderProps } from '../../components/blocks/order-props';
import { island } from '../entry';

// On the first interaction, as every island: the total is fetched from then on.
export default island<CardOrderProps>({
  when: 'interaction',
  component: CardOrder,
});
