// Calculator rules for the first, server-rendered state: the initially selected
// material and format, labels by position, and the designer link of a selection.

import { type PriceParts, priceParts } from './price-article';
import {
  configuratorPath,
  configuratorQuery,
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

/** A heading with materials under it, as the calculator's materials may come. */
export interface MaterialGroup<M> {
  materials: readonly M[];
}

/** Whether an entry of the materials list is a group of materials. */
export const isGroup = <M>(entry: M | MaterialGroup<M>): entry is MaterialGroup<M> =>
  Array.isArray((entry as Partial<MaterialGroup<M>>).materials);

/** The materials of a list whose entries may be groups, groups opened, in order. */
export const everyMaterial = <M>(entries: readonly (M | MaterialGroup<M>)[]): M[] =>
  entries.flatMap((entry) => (isGroup(entry) ? [...entry.materials] : [entry]));

/** The kind a material's parameters describe (photo prints, collages), else the calculator's product type. */
export function calculatorKind(product: DesignerType, context: ProductParams): ProductKind {
  return productKind(context) ?? product;
}

const formatOf = <M extends CalculatorMaterialOption>(material: M, value: unknown) =>
  material.formats.find((format) => format.value === value);

/** Whether a preset SKU context names this material: each of its parameters but the format is the same. */
function matchesPreset(
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

/**
 * Where a material's choices go: its configurator path and the parameter that carries the format; and the
 * price service's articles whose sizes make up its prices (the material's, and its frame's), when its
 * parameters name them.
 */
export interface CalculatorLink {
  path: string;
  formatParam: string;
  article?: string;
  frame?: string;
}

/** The price service's articles of a calculator material, when its parameters name them. */
export function materialPriceParts(product: DesignerType, context: ProductParams): PriceParts | undefined {
  return priceParts(calculatorKind(product, context), context);
}

export function calculatorLink(product: DesignerType, material: CalculatorMaterialOption): CalculatorLink {
  const kind = calculatorKind(product, material.context);
  const parts = materialPriceParts(product, material.context);
  return { path: configuratorPath(kind), formatParam: formatParam(kind), ...parts };
}

/** The configurator link of a material's parameters with a format. */
export function linkHref(link: CalculatorLink, context: ProductParams, format: string): string {
  const query = configuratorQuery({ ...context, [link.formatParam]: format });
  return query ? `${link.path}?${query}` : link.path;
}

/** The flag of the portrait/landscape experiment: `on` shows and hands over every size turned by 90°. */
export const CALCULATOR_ORIENTATION_FLAG = 'CALCULATOR_ORIENTATION';

/**
 * Whether a kind's sizes exist turned by 90°: wall art (framed prints, collages) hangs either way, while a
 * calendar's or a card's format turned is no product.
 */
export function turnsWithOrientation(kind: ProductKind): boolean {
  return kind === 'photoframe' || kind === 'collage';
}

/** A size turned by 90° (`40x30` -> `30x40`, `200-400` -> `400-200`); other values as they are. */
export function turnedFormat(value: string): string {
  const size = /^(\d+(?:\.\d)?)([x-])(\d+(?:\.\d)?)$/.exec(value);
  return size ? `${size[3]}${size[2]}${size[1]}` : value;
}

/** A material's initial format: its initially selected one when it has it, else its first. */
export function initialFormatOf<M extends CalculatorMaterialOption>(
  material: M,
): M['formats'][number] | undefined {
  return formatOf(material, material.initiallySelectedFormat) ?? material.formats[0];
}

export interface CalculatorNotice {
  logId: 'error-no-default-option-for-material-type' | 'error-no-materials-for-frame-type';
  details: Record<string, unknown>;
}

/**
 * What a calculator's data calls for in the log: materials whose initial format is not one of their formats,
 * or a preset frame type that none of the materials is offered with.
 */
export function calculatorNotice(
  materials: readonly CalculatorMaterialOption[],
  preset?: ProductParams,
): CalculatorNotice | undefined {
  const frameType = preset?.frameType;
  if (
    typeof frameType === 'string' &&
    frameType !== '' &&
    !materials.some(
      (material) => material.context.frameType === undefined || material.context.frameType === frameType,
    )
  ) {
    return { logId: 'error-no-materials-for-frame-type', details: { frameType } };
  }
  const without = materials.filter(
    (material) =>
      material.initiallySelectedFormat !== undefined && !formatOf(material, material.initiallySelectedFormat),
  );
  if (without.length === 0) return undefined;
  return {
    logId: 'error-no-default-option-for-material-type',
    details: { materials: without.map((material) => material.value) },
  };
}
