// The calculator's parts only some products have: a wall-art material's option groups and a card's order. The
// browser loads a part's code only for a calculator that shows it, before hydrating (`loadCalculatorParts`: its
// props name every part it can ever show); the server renders them in place, as the calculator's block provides
// them (`interactive.tsx`).
import { type ComponentType, createContext, createElement } from 'react';
import { everyMaterial } from '../../domain/calculator';
import type { CalculatorCardOrderProps } from './CalculatorCardOrder';
import type { CalculatorOptionGroupsProps } from './CalculatorOptionGroups';
import type { CalculatorProps } from './calculator-props';

export interface CalculatorParts {
  OptionGroups: ComponentType<CalculatorOptionGroupsProps>;
  CardOrder: ComponentType<CalculatorCardOrderProps>;
}

/** The parts whose code has arrived. */
const loaded: Partial<CalculatorParts> = {};
const load = {
  OptionGroups: () =>
    import('./CalculatorOptionGroups').then((module) => {
      loaded.OptionGroups = module.CalculatorOptionGroups;
    }),
  CardOrder: () =>
    import('./CalculatorCardOrder').then((module) => {
      loaded.CardOrder = module.CalculatorCardOrder;
    }),
};

/** A part the island loaded before hydrating. */
function loadedPart<K extends keyof CalculatorParts>(name: K): CalculatorParts[K] {
  const part = loaded[name];
  if (!part) throw new Error(`the calculator's ${name} was not loaded before it hydrated`);
  return part;
}

/** Every part a calculator's props can show: a card's order, any material's option groups. */
export function loadCalculatorParts({ calculator }: CalculatorProps): Promise<unknown> {
  const parts: Promise<unknown>[] = [];
  if (calculator.product === 'card') parts.push(load.CardOrder());
  if (everyMaterial(calculator.options.materials).some((material) => material.optionGroups?.length)) {
    parts.push(load.OptionGroups());
  }
  return Promise.all(parts);
}

/** In the browser: the parts loaded before hydrating. */
export const CalculatorPartsContext = createContext<CalculatorParts>({
  OptionGroups: (props) => createElement(loadedPart('OptionGroups'), props),
  CardOrder: (props) => createElement(loadedPart('CardOrder'), props),
});

/** A choice's look: a bordered pill, the chosen one filled. */
export const optionClass = (selected: boolean) =>
  `rounded-lg border px-4 py-2 text-ink no-underline hover:border-accent ${selected ? 'border-accent bg-cream font-semibold' : 'border-line'}`;

/** The call to design: the CTA link, or a card order's submit button. */
export const CTA_CLASS =
  'inline-block rounded-full border-0 bg-accent px-6 py-3 font-semibold text-accent-ink no-underline cursor-pointer hover:opacity-90';
