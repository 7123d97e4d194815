// The calculator's parts only some products have: a wall-art material's option groups and a card's order. The
// browser loads a part's code only for a calculator that shows it: before hydrating, for what its props show
// (`loadCalculatorParts`), else on the part's first render; the server renders them in place, as the calculator's
// block provides them (`interactive.tsx`).
import { type ComponentType, createContext, createElement, lazy } from 'react';
import { everyMaterial } from '../../domain/calculator';
import type { CalculatorCardOrderProps } from './CalculatorCardOrder';
import type { CalculatorOptionGroupsProps } from './CalculatorOptionGroups';
import type { CalculatorProps } from './calculator-props';

export interface CalculatorParts {
  OptionGroups: ComponentType<CalculatorOptionGroupsProps>;
  CardOrder: ComponentType<CalculatorCardOrderProps>;
}

/** The parts whose code has arrived: rendered at once, with no suspended render. */
const loaded: Partial<CalculatorParts> = {};
const load = {
  OptionGroups: () =>
    import('./CalculatorOptionGroups').then((module) => {
      loaded.OptionGroups = module.CalculatorOptionGroups;
      return { default: module.CalculatorOptionGroups };
    }),
  CardOrder: () =>
    import('./CalculatorCardOrder').then((module) => {
      loaded.CardOrder = module.CalculatorCardOrder;
      return { default: module.CalculatorCardOrder };
    }),
};
const later = { OptionGroups: lazy(load.OptionGroups), CardOrder: lazy(load.CardOrder) };

/** The parts a calculator's props show from the start: a card's order, a material's option groups. */
export function loadCalculatorParts({ calculator }: CalculatorProps): Promise<unknown> {
  const parts: Promise<unknown>[] = [];
  if (calculator.product === 'card') parts.push(load.CardOrder());
  if (everyMaterial(calculator.options.materials).some((material) => material.optionGroups?.length)) {
    parts.push(load.OptionGroups());
  }
  return Promise.all(parts);
}

/** In the browser: a part loaded already renders at once; any other loads on its first render. */
export const CalculatorPartsContext = createContext<CalculatorParts>({
  OptionGroups: (props) => createElement(loaded.OptionGroups ?? later.OptionGroups, props),
  CardOrder: (props) => createElement(loaded.CardOrder ?? later.CardOrder, props),
});

/** A choice's look: a bordered pill, the chosen one filled. */
export const optionClass = (selected: boolean) =>
  `rounded-lg border px-4 py-2 text-ink no-underline hover:border-accent ${selected ? 'border-accent bg-cream font-semibold' : 'border-line'}`;

/** The call to design: the CTA link, or a card order's submit button. */
export const CTA_CLASS =
  'inline-block rounded-full border-0 bg-accent px-6 py-3 font-semibold text-accent-ink no-underline cursor-pointer hover:opacity-90';
