// Account dialogs island: login, sign-up and password reset; locks the page scroll while one is open.
import { effect } from '@preact/signals-react';
import { AuthDialogs } from '../../shared/components/dialogs/AuthDialogs';
import { initCustomer } from '../../shared/state/customer';
import { scrollLocked } from '../../shared/state/dialogs';
import { holdScrollLock } from '../../shared/state/scroll-lock';
import { defineIsland } from '../hydrate';
import { readPageState } from '../page-state';
import { bindScrollLock } from '../scroll-lock';

export default defineIsland('auth-dialogs', AuthDialogs, () => {
  initCustomer(readPageState().customer);
  bindScrollLock();
  effect(() => holdScrollLock('dialog', scrollLocked.value));
});
