// Proof-of-concept wrapper block: the container wrapper's compact accordion, kept as its own CMS component.
import type * as v from 'valibot';
import { ContainerWrapper, ContainerWrapperSchema } from './ContainerWrapper';

/** The same fields as the container wrapper: a headline and related Item stories. */
export const PocWrapperSchema = ContainerWrapperSchema;

/** Renders like the container wrapper; editors use it to try out new relation-based layouts. */
export function PocWrapper(props: v.InferOutput<typeof PocWrapperSchema>) {
  return <ContainerWrapper {...props} />;
}
