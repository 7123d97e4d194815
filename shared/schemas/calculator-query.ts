// A product page's calculator choice read from its query (`material`, `format` and option parameters): a value
// that names nothing is dropped without an error, so a bad link shows the page's own first state.
import * as v from 'valibot';
import {
  type CalculatorChoice,
  CHOICE_PARAMS,
  OPTION_PARAMS,
  optionOfParam,
} from '../domain/calculator-choice';

/** A material or size value as the calculator's data names them (`leinwand`, `60x40`, `a6-quer`, `14.5x10`). */
const ValueSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/));

const ChoiceQuerySchema = v.object({
  material: ValueSchema,
  format: v.fallback(v.optional(ValueSchema), undefined),
});

/** The choice a page's query names; undefined without a well-formed material. The first value of a name counts. */
export function calculatorChoice(query: URLSearchParams): CalculatorChoice | undefined {
  const parsed = v.safeParse(ChoiceQuerySchema, {
    material: query.get(CHOICE_PARAMS.material) ?? undefined,
    format: query.get(CHOICE_PARAMS.format) ?? undefined,
  });
  if (!parsed.success) return undefined;
  const options: Record<string, string> = {};
  for (const param of OPTION_PARAMS) {
    const value = query.get(param);
    const option = value === null ? undefined : optionOfParam(param, value);
    if (option) options[option.group] = option.id;
  }
  const { material, format } = parsed.output;
  return format ? { material, format, options } : { material, options };
}
