// Account island: the header's account and cart items; takes the page's customer into the shared store.
import { HeaderAccount } from '../../shared/components/layout/HeaderAccount';
import { initCustomer } from '../../shared/state/customer';
import { defineIsland } from '../hydrate';
import { readPageState } from '../page-state';

export default defineIsland('account', HeaderAccount, () => initCustomer(readPageState().customer));
