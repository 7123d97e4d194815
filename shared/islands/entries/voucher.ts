// Island voucher.
import { Voucher } from '../../components/blocks/Voucher';
import { VoucherPropsSchema } from '../../domain/voucher';
import { island } from '../entry';

export default island({
  props: VoucherPropsSchema,
  when: 'interaction',
  component: Voucher,
});
