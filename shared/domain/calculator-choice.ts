// The calculator's choice in the page's address: material, size and the options that differ from the material's
// own, so a shared or reloaded link shows the same choice. Written by the browser, read back by the server.
import {
  type CalculatorFormatOption,
  type CalculatorMaterialOption,
  initialFormatOf,
  type Selection,
} from './calculator';
import { WALL_OPTION_GROUPS, type WallOptionGroup } from './wall-options';

/** The query parameters of a choice; each option group adds its designer parameter (`lamination=matt`). */
export const CHOICE_PARAMS = { material: 'material', format: 'format' } as const;

/** The SKU parameter a choice supersedes: the address names the choice itself from then on. */
const SUPERSEDED = 'sku';

const OPTION_RULES = Object.entries(WALL_OPTION_GROUPS as Record<string, WallOptionGroup>);

/** A choice as the address carries it, before it is held to a calculator's materials. */
export interface CalculatorChoice {
  material: string;
  format?: string;
  /** Option group -> option article; `''` is the group's free default, chosen against the material's preset. */
  options: Readonly<Record<string, string>>;
}

/** A choice held to a calculator: its material and, where known, its size; a size off the list carries its price. */
export interface HeldChoice extends CalculatorChoice {
  /** A size the material's list lacks but the price service sells (picked in the more-formats dialog). */
  extra?: CalculatorFormatOption;
}

/** The option group a designer parameter's value names (`lamination=matt` -> `lamination-matt`), if any. */
export function optionOfParam(param: string, value: string): { group: string; id: string } | undefined {
  for (const [group, rule] of OPTION_RULES) {
    if (rule.param !== param) continue;
    if (value === rule.none) return { group, id: '' };
    const id = Object.keys(rule.values).find((article) => rule.values[article] === value);
    return id ? { group, id } : undefined;
  }
  return undefined;
}

/** Every designer parameter an option group sets: the ones a choice may carry. */
export const OPTION_PARAMS: readonly string[] = OPTION_RULES.map(([, rule]) => rule.param);

/**
 * The address's query with this choice in it: material, size and each given option, in place of any earlier
 * choice and of a `sku`; every other parameter stays as it was.
 */
export function choiceSearch(search: string, choice: CalculatorChoice): string {
  const query = new URLSearchParams(search);
  for (const name of [SUPERSEDED, CHOICE_PARAMS.material, CHOICE_PARAMS.format, ...OPTION_PARAMS]) {
    query.delete(name);
  }
  query.set(CHOICE_PARAMS.material, choice.material);
  if (choice.format) query.set(CHOICE_PARAMS.format, choice.format);
  for (const [group, id] of Object.entries(choice.options)) {
    const rule = (WALL_OPTION_GROUPS as Record<string, WallOptionGroup>)[group];
    const value = rule && (id === '' ? rule.none : rule.values[id]);
    if (rule && value) query.set(rule.param, value);
  }
  return `?${query}`;
}

/** The options that differ from what the material presets: only they need to be in the address. */
export function optionsApart(
  chosen: Readonly<Record<string, string>>,
  preset: Readonly<Record<string, string>>,
  groups: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    groups.flatMap((group) => {
      const id = chosen[group] ?? '';
      return id === (preset[group] ?? '') ? [] : [[group, id]];
    }),
  );
}

interface ChoosableMaterial {
  value: string;
  formats: readonly CalculatorFormatOption[];
  optionGroups?: readonly { group: string; options: readonly { id: string }[] }[];
}

/**
 * A choice held to a calculator's materials: undefined when it names none of them (the calculator shows its own
 * first state). A size the material does not list is kept only with a price for it (`extraPrice`), else the
 * material's initial size shows; options the material does not offer are dropped.
 */
export function holdChoice(
  materials: readonly ChoosableMaterial[],
  choice: CalculatorChoice | undefined,
  extraPrice?: (material: string, format: string) => Omit<CalculatorFormatOption, 'value'> | undefined,
): HeldChoice | undefined {
  const material = choice && materials.find((entry) => entry.value === choice.material);
  if (!choice || !material) return undefined;
  const options = Object.fromEntries(
    Object.entries(choice.options).filter(([group, id]) => {
      const offered = material.optionGroups?.find((entry) => entry.group === group);
      return offered !== undefined && (id === '' || offered.options.some((option) => option.id === id));
    }),
  );
  const held: HeldChoice = { material: material.value, options };
  const { format } = choice;
  if (!format) return held;
  if (material.formats.some((entry) => entry.value === format)) return { ...held, format };
  const price = extraPrice?.(material.value, format);
  return price ? { ...held, format, extra: { ...price, value: format } } : held;
}

/**
 * The first state a held choice gives: its material with its size, the size off the list where it carries one,
 * else the material's initial size. Null when the choice names none of the materials.
 */
export function choiceSelection<M extends CalculatorMaterialOption>(
  materials: readonly M[],
  held: HeldChoice | undefined,
): Selection<M> | null {
  const material = held && materials.find((entry) => entry.value === held.material);
  if (!held || !material) return null;
  const format =
    material.formats.find((entry) => entry.value === held.format) ??
    (held.extra?.value === held.format ? held.extra : undefined) ??
    initialFormatOf(material);
  return format ? { material, format } : null;
}
