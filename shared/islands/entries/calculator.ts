// Island calculator: the price calculator; its more-formats dialog shares the page's dialog state and scroll lock.
import { effect } from '@preact/signals-react';
import { bindScrollLock } from '../../browser/scroll-lock';
import { Calculator, CalculatorPropsSchema } from '../../components/blocks/Calculator';
import { scrollLocked } from '../../state/dialogs';
import { holdScrollLock } from '../../state/scroll-lock';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = CalculatorPropsSchema;

export default island<typeof props>({
  when: 'interaction',
  component: Calculator,
  setup: () => {
    bindScrollLock();
    effect(() => holdScrollLock('dialog', scrollLocked.value));
  },
});
