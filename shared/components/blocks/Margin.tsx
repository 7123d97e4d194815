// Margin block: vertical space between two blocks, in one of three sizes.
import * as v from 'valibot';
import { optionField } from '../../schemas/storyblok-fields';

export const MarginSchema = v.object({
  size: optionField(['small', 'medium', 'large'], 'margin size must be small, medium or large', 'medium'),
});

const HEIGHT = {
  small: 'h-4 md:h-6',
  medium: 'h-10 md:h-14',
  large: 'h-20 md:h-28',
} as const;

/** Empty space; hidden from assistive technology. */
export function Margin({ size }: v.InferOutput<typeof MarginSchema>) {
  return <div aria-hidden="true" data-margin={size} className={HEIGHT[size]} />;
}
