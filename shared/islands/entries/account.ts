// Island account: The header's account and cart items; the login, sign-up and reset dialogs come with it.
import { effect } from '@preact/signals-react';
import { bindScrollLock } from '../../browser/scroll-lock';
import { HeaderAccount, HeaderAccountPropsSchema } from '../../components/layout/HeaderAccount';
import { initCustomer } from '../../state/customer';
import { scrollLocked } from '../../state/dialogs';
import { holdScrollLock } from '../../state/scroll-lock';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = HeaderAccountPropsSchema;

export default island<typeof props>({
  when: 'interaction',
  component: HeaderAccount,
  setup: (props) => {
    initCustomer(props.customer);
    bindScrollLock();
    effect(() => holdScrollLock('dialog', scrollLocked.value));
  },
});
