// The words the calculator island shows for its options, resolved on the server: the materials' names and the
// offered option groups' words, in the page's language and every length in the unit the material reads in.

import { optionGroupTexts } from '#i18n/option-texts';
import { optionName } from '#i18n/product-texts';
import { everyMaterial, isGroup } from '../../domain/calculator';
import { materialUnit } from '../../domain/channel-config';
import { lengthsIn } from '../../domain/lengths';
import type { Channel, Language, Unit } from '../../domain/markets';
import { isWallOptionGroup } from '../../domain/wall-options';
import type { CalculatorBlock, CalculatorMaterial } from './calculator-fields';

/** What the words depend on: the page's language, locale and unit, and the channel (its alu prints' unit). */
export type WordsSite = { channel: Channel; language: Language; locale: string; unit: Unit };

/** The unit a material's sizes and lengths read in. */
export const unitOf = (site: WordsSite, material: CalculatorMaterial): Unit =>
  materialUnit(site, String(material.context.materialType ?? material.value));

/** Display names by material value and group key. */
export function materialNames(calculator: CalculatorBlock, site: WordsSite): { key: string; name: string }[] {
  const named = (option: { value: string; labelTranslationKey?: string }, unit: Unit) =>
    lengthsIn(optionName(option, site.language), unit, site.locale);
  const ofMaterial = (material: CalculatorMaterial) => ({
    key: material.value,
    name: named(material, unitOf(site, material)),
  });
  return calculator.options.materials.flatMap((entry) => {
    if (!isGroup(entry)) return [ofMaterial(entry)];
    const key = entry.labelTranslationKey;
    const label = key ? [{ key, name: named({ value: key.replace(/^.*\./, '') }, site.unit) }] : [];
    return [...label, ...entry.materials.map(ofMaterial)];
  });
}

/**
 * The words of the option groups the materials offer, and no others: title, the free default, each option's
 * name, with lengths in the unit of the first material offering the group (a stretcher depth of 3.8 cm reads
 * 1.5 in where canvas sizes read inches).
 */
export function optionGroupWords(calculator: CalculatorBlock, site: WordsSite) {
  const materials = everyMaterial(calculator.options.materials);
  const offered = new Set(
    materials.flatMap((material) => (material.optionGroups ?? []).map(({ group }) => group)),
  );
  return [...offered].filter(isWallOptionGroup).map((group) => {
    const offering = materials.find((material) =>
      material.optionGroups?.some((entry) => entry.group === group),
    );
    const words = optionGroupTexts(group, site, offering ? unitOf(site, offering) : site.unit);
    return {
      group,
      title: words.title,
      none: words.none,
      names: Object.entries(words.options).map(([id, name]) => ({ id, name })),
    };
  });
}
