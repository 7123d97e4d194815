// The calculator's parts only some products have: a wall-art material's option groups and a card's order. The
// browser loads each part's code when a calculator that shows it renders, so a product without them never loads
// it; the server renders them in place, as the calculator's block provides them (`interactive.tsx`).
import { type ComponentType, createContext, lazy } from 'react';
import type { CalculatorCardOrderProps } from './CalculatorCardOrder';
import type { CalculatorOptionGroupsProps } from './CalculatorOptionGroups';

export interface CalculatorParts {
  OptionGroups: ComponentType<CalculatorOptionGroupsProps>;
  CardOrder: ComponentType<CalculatorCardOrderProps>;
}

/** In the browser: each part loaded on its first render, while its server HTML stays in place. */
export const CalculatorPartsContext = createContext<CalculatorParts>({
  OptionGroups: lazy(() =>
    import('./CalculatorOptionGroups').then((module) => ({ default: module.CalculatorOptionGroups })),
  ),
  CardOrder: lazy(() =>
    import('./CalculatorCardOrder').then((module) => ({ default: module.CalculatorCardOrder })),
  ),
});

/** A choice's look: a bordered pill, the chosen one filled. */
export const optionClass = (selected: boolean) =>
  `rounded-lg border px-4 py-2 text-ink no-underline hover:border-accent ${selected ? 'border-accent bg-cream font-semibold' : 'border-line'}`;

/** The call to design: the CTA link, or a card order's submit button. */
export const CTA_CLASS =
  'inline-block rounded-full border-0 bg-accent px-6 py-3 font-semibold text-accent-ink no-underline cursor-pointer hover:opacity-90';
