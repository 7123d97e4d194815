// Flyout groups of the wall-art channel: frame (poster, canvas, panels, colours, other, more) and wandbilder.
import type { Block } from './blocks';
import { link } from './blocks';
import { FRAME_TYPE_IDS } from './catalogue';
import { categoryItem, group, item, productItems, productLink } from './flyouts';
import type { Scope } from './story';

const SWATCHES = ['swatch-black', 'swatch-oak', 'swatch-silver', 'swatch-oak'] as const;

export function frameFlyouts(scope: Scope): Block[] {
  const colors = FRAME_TYPE_IDS.map((id, index) =>
    item(
      scope.texts.frameTypes[index] ?? id,
      productLink(scope, id.startsWith('alu') ? 'aluFrame' : 'woodFrame'),
      SWATCHES[index] ?? 'swatch-black',
      { onlyImage: true },
    ),
  );
  const all = item(scope.texts.flyout.allProducts, link('products'), 'framed-2-square');
  return [
    group(scope, 'poster', 'poster', 'frame', productItems(scope, ['posterClassic', 'fineArtPoster'])),
    group(scope, 'leinwand', 'canvas', 'frame', productItems(scope, ['canvasClassic', 'canvasFloater'])),
    group(
      scope,
      'platte',
      'plates',
      'frame',
      productItems(scope, ['acrylicClassic', 'acrylicFloater', 'aluDibond', 'aluBrushed']),
    ),
    group(scope, 'colors', 'colors', 'frame', colors),
    group(scope, 'other', 'other', 'frame', productItems(scope, ['canvasCollage', 'posterCollage'])),
    group(scope, 'more', 'more', 'frame', [categoryItem(scope, 'framed'), all]),
  ];
}

export function wandbilderFlyouts(scope: Scope): Block[] {
  return [
    group(
      scope,
      'bestseller',
      'bestseller',
      'wandbilder',
      productItems(scope, ['canvasClassic', 'posterClassic', 'aluDibond']),
    ),
    group(
      scope,
      'premium',
      'premium',
      'wandbilder',
      productItems(scope, ['acrylicFloater', 'fineArtPoster', 'canvasFloater']),
    ),
    group(
      scope,
      'additional',
      'more',
      'wandbilder',
      productItems(scope, ['woodFrame', 'posterCollage', 'aluBrushed']),
    ),
  ];
}
