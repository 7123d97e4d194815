// Island voucher.
import { Voucher } from '../../components/blocks/Voucher';
import { VoucherPropsSchema } from '../../components/blocks/voucher-props';
import { island } from '../entry';

export default island({
  props: VoucherPropsSchema,
  when: 'interaction',
  component: Voucher,
});
