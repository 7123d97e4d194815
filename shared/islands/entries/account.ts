// Island account: The header's account and cart items; the login, sign-up and reset dialogs come with it.
import { effect } from '@preact/signals-react';
import { bindScrollLock } from '../../browser/scroll-lock';
import { HeaderAccount } from '../../components/layout/HeaderAccount';
import type { HeaderAccountProps } from '../../schemas/furniture-islands';
import { initCustomer } from '../../state/customer';
import { scrollLocked } from '../../state/dialogs';
import { holdScrollLock } from '../../state/scroll-lock';
import { island } from '../entry';

export default island<HeaderAccountProps>({
  when: 'interaction',
  component: HeaderAccount,
  setup: (props) => {
    initCustomer(props.customer);
    bindScrollLock();
    effect(() => holdScrollLock('dialog', scrollLocked.value));
  },
});
