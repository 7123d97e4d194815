// Island voucher.
import { Voucher } from '../../components/blocks/Voucher';
import { VoucherPropsSchema } from '../../components/blocks/voucher-props';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = VoucherPropsSchema;

export default island<typeof props>({
  when: 'interaction',
  component: Voucher,
});
