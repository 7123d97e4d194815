// Account dialogs island: login, sign-up and password reset; locks the page scroll while one is open.
import { effect } from '@preact/signals-react';
import { AuthDialogs } from '../../shared/components/dialogs/AuthDialogs';
import { initCustomer } from '../../shared/state/customer';
import { SCROLL_LOCK_CLASS, scrollLocked } from '../../shared/state/dialogs';
import { defineIsland } from '../hydrate';
import { readPageState } from '../page-state';

export default defineIsland('auth-dialogs', AuthDialogs, () => {
  initCustomer(readPageState().customer);
  effect(() => {
    document.documentElement.classList.toggle(SCROLL_LOCK_CLASS, scrollLocked.value);
  });
});
