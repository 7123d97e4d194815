// Headline block: a heading of level 1 to 3.
import * as v from 'valibot';
import { NumberFieldSchema, optionalField } from '../../schemas/storyblok-fields';

export const HeadlineSchema = v.object({
  text: v.pipe(v.string(), v.minLength(1)),
  level: optionalField(v.pipe(NumberFieldSchema, v.picklist([1, 2, 3], 'level must be 1, 2 or 3')), 2),
});

export function Headline({ text, level }: v.InferOutput<typeof HeadlineSchema>) {
  if (level === 1)
    return <h1 className="font-head text-4xl md:text-5xl font-semibold tracking-tight mt-10 mb-6">{text}</h1>;
  if (level === 3) return <h3 className="font-head text-xl font-semibold mt-6 mb-3">{text}</h3>;
  return <h2 className="font-head text-3xl font-semibold mt-8 mb-4">{text}</h2>;
}
