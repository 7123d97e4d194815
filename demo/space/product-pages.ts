// Product pages: teaser, calculator with per-currency prices, SKU container, formats table and relations.
import { CONFIGURATORS } from '../../shared/domain/routes';
import {
  type Block,
  headline,
  image,
  relation,
  teaser,
  text,
  uspTeaser,
  videoBlock,
  voucher,
} from './blocks';
import { FRAME_TYPE_IDS, type ProductDef } from './catalogue';
import { familyById } from './families';
import { PATHS, parts, productName, productPath, SHARED } from './paths';
import { calculator, entryPrice, formatLabel, skuContainer } from './prices';
import { type Scope, type StoryInput, uuidAt } from './story';

const WITH_VIDEO = new Set(['canvasClassic', 'hardcoverBook']);
const WITH_VOUCHER = new Set(['weddingCard', 'posterClassic']);

/** The configurator path that opens the designer for a product. */
const configuratorOf = (product: ProductDef): string =>
  Object.entries(CONFIGURATORS).find(([, type]) => type === product.designer)?.[0] ??
  'configurator-photo-frame';

/** The frame choice's fields: a wall-art product frames its first material in that material's sizes. */
function frameChoice(product: ProductDef, headline: string): Record<string, unknown> {
  const [material] = product.materials;
  if (product.designer !== 'photoframe' || !material) return { headline };
  return {
    headline,
    materialType: material.context.materialType,
    formats: material.formats.map(([format]) => format),
  };
}

function productBody(scope: Scope, product: ProductDef, name: string): Block[] {
  const { texts } = scope;
  const [bodyHeadline = '', bodyText = ''] = parts(texts.productBody.replaceAll('{{name}}', name), 2);
  const rows = (product.materials[0]?.formats ?? []).map((entry) => ({
    format: formatLabel(entry[0]),
    priceCurrent: entryPrice(entry, scope.row.currency),
  }));
  const body: Block[] = [
    headline(bodyHeadline, 2),
    text(bodyText),
    { component: 'FormatsAndPrices', headline: texts.formatsHeadline, rows },
  ];
  const ids = product.frame ? FRAME_TYPE_IDS.map((id) => uuidAt(scope, SHARED.frameType(id))) : [];
  if (ids.length) body.push(relation('Frame', 'frameTypes', ids, frameChoice(product, texts.flyout.colors)));
  const accessories = product.accessories.map((id) => uuidAt(scope, SHARED.accessoryType(id)));
  if (accessories.length)
    body.push(relation('Accessory', 'accessoryTypes', accessories, { headline: texts.flyout.accessories }));
  if (WITH_VIDEO.has(product.id)) body.push(videoBlock(image(`${familyById(product.family).motif}-2`, name)));
  if (WITH_VOUCHER.has(product.id)) {
    const [voucherHeadline = '', voucherText = ''] = parts(texts.voucher, 2);
    body.push(voucher(voucherHeadline, 'WELCOME10', voucherText));
  }
  return body;
}

export function productPage(scope: Scope, product: ProductDef): StoryInput {
  const family = familyById(product.family);
  const name = productName(product, scope.texts);
  const [, tagline = ''] = parts(scope.texts.products[product.id], 2);
  // Built when the story is first read: a request reads a few of the space's thousand stories.
  const content = (): Block => ({
    component: 'Page',
    title: name,
    description: tagline,
    activeNavigation: family.navigationType,
    productSnippet: uuidAt(scope, PATHS.snippet),
    teaser: [
      teaser({
        headline: name,
        subline: tagline,
        text: scope.texts.familyText[family.id],
        image: image(`${family.motif}-${product.variant}`, name),
        cta: { text: scope.texts.channels[scope.channel].heroCta, path: configuratorOf(product) },
      }),
    ],
    uspTeaser: [uspTeaser(scope.texts.usp)],
    calculator: [calculator(scope, product)],
    sku: [skuContainer(scope, product)],
    body: productBody(scope, product, name),
  });
  const path = productPath(product, scope.row.language, scope.texts);
  return { path, name, content, group: `product:${product.id}`, tags: ['product', family.id] };
}
