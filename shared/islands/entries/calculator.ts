// Island calculator: the price calculator; its more-formats dialog shares the page's dialog state and scroll lock.
import { effect } from '@preact/signals-react';
import { bindScrollLock } from '../../browser/scroll-lock';
import { Calculator } from '../../components/blocks/Calculator';
import { loadCalculatorParts } from '../../components/blocks/calculator-parts';
import type { CalculatorProps } from '../../components/blocks/calculator-props';
import { scrollLocked } from '../../state/dialogs';
import { holdScrollLock } from '../../state/scroll-lock';
import { island } from '../entry';

export default island<CalculatorProps>({
  when: 'interaction',
  component: Calculator,
  setup: () => {
    bindScrollLock();
    effect(() => holdScrollLock('dialog', scrollLocked.value));
  },
  ready: loadCalculatorParts,
});
