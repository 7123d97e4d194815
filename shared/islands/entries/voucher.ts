// Island voucher.
import { Voucher } from '../../components/blocks/Voucher';
import type { VoucherProps } from '../../components/blocks/voucher-props';
import { island } from '../entry';

export default island<VoucherProps>({
  when: 'interaction',
  component: Voucher,
});
