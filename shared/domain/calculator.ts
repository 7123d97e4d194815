// Calculator rules for the first, server-rendered state: the initially selected
// material and format, labels by position, and the designer link of a selection.
import {
  configuratorHref,
  formatParam,
  type ProductKind,
  type ProductParams,
  productKind,
} from './product-kind';
import type { DesignerType } from './routes';

export interface CalculatorFormatOption {
  value: string;
  priceCurrent: number;
  priceOriginal?: number;
}

export interface CalculatorMaterialOption {
  value: string;
  initiallySelectedFormat?: string;
  formats: readonly CalculatorFormatOption[];
  context: ProductParams;
}

export interface Selection<M extends CalculatorMaterialOption> {
  material: M;
  format: M['formats'][number];
}

/** The kind a material's parameters describe (photo prints, collages), else the calculator's product type. */
export function calculatorKind(product: DesignerType, context: ProductParams): ProductKind {
  return productKind(context) ?? product;
}

const formatOf = <M extends CalculatorMaterialOption>(material: M, value: unknown) =>
  material.formats.find((format) => format.value === value);

/** Whether a preset SKU context names this material: each of its parameters but the format is the same. */
export function matchesPreset(
  material: CalculatorMaterialOption,
  preset: ProductParams,
  kind: ProductKind,
): boolean {
  const skip = new Set(['format', formatParam(kind)]);
  const entries = Object.entries(material.context).filter(([key]) => !skip.has(key));
  return entries.length > 0 && entries.every(([key, value]) => preset[key] === value);
}

/**
 * The initial state. A preset SKU context preselects its material and, when the material has it, its format.
 * Otherwise the material of `selectedValue` (the first when unknown) with its initially selected format, or
 * its first format when that is not one of its formats: the chosen format is always valid.
 */
export function initialSelection<M extends CalculatorMaterialOption>(
  materials: readonly M[],
  {
    product,
    selectedValue,
    preset,
  }: { product: DesignerType; selectedValue?: string; preset?: ProductParams },
): Selection<M> | null {
  const presetMaterial = preset
    ? materials.find((material) => matchesPreset(material, preset, calculatorKind(product, material.context)))
    : undefined;
  const material =
    presetMaterial ?? materials.find((option) => option.value === selectedValue) ?? materials[0];
  if (!material) return null;
  const kind = calculatorKind(product, material.context);
  const presetFormat =
    presetMaterial && preset ? formatOf(material, preset.format ?? preset[formatParam(kind)]) : undefined;
  const format = presetFormat ?? formatOf(material, material.initiallySelectedFormat) ?? material.formats[0];
  return format ? { material, format } : null;
}

/** The label of the option at a zero-based position: calculator labels count from 1. */
export function labelAt<L extends { index: number }>(labels: readonly L[], position: number): L | undefined {
  return labels.find((label) => label.index === position + 1);
}

/** The configurator link of a selection: the material's parameters with the chosen format. */
export function selectionHref(product: DesignerType, selection: Selection<CalculatorMaterialOption>): string {
  const kind = calculatorKind(product, selection.material.context);
  return configuratorHref(kind, {
    ...selection.material.context,
    [formatParam(kind)]: selection.format.value,
  });
}
