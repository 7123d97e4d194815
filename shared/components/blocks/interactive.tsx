// The CMS blocks rendered as islands: each block's schema reads the CMS fields into small island props, and its
// component renders the island marker. Spread into BLOCKS by the block registry.
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import { PRODUCT_TEXTS } from '#i18n/product-texts';
import { calculatorLink, calculatorNotice, everyMaterial } from '../../domain/calculator';
import { labelColours } from '../../domain/contrast';
import { Island } from '../../islands/Island';
import { usePage } from '../page-context';
import { CalculatorCardOrder } from './CalculatorCardOrder';
import { CalculatorOptionGroups } from './CalculatorOptionGroups';
import { type CalculatorBlock, type CalculatorLabel, CalculatorSchema } from './calculator-fields';
import { materialNames, optionGroupWords, unitOf } from './calculator-option-words';
import { type CalculatorParts, CalculatorPartsContext } from './calculator-parts';
import { type ContactFormBlock, ContactFormBlockSchema, missingPersonNotice } from './contact-form-props';
import { type BlockEntry, type BlockNotice, blockEntry } from './entry';
import { ReviewsBlockSchema, type ReviewsCarouselProps } from './review-carousel-props';
import { ToolboxBlockSchema, type ToolboxProps } from './toolbox-props';
import { type VideoBlockData, VideoBlockSchema, videoBlockProps } from './video-props';
import { VoucherBlockSchema, type VoucherProps } from './voucher-props';

const interactive = <S extends v.GenericSchema>(
  schema: S,
  Component: ComponentType<v.InferOutput<S>>,
  notice?: (props: v.InferOutput<S>) => BlockNotice | undefined,
): BlockEntry => ({
  ...blockEntry(schema, Component),
  ...(notice && { notice: notice as (props: unknown) => BlockNotice | undefined }),
});

/** The calculator's parts, rendered in place on the server (the browser loads each only where it shows). */
const CALCULATOR_PARTS: CalculatorParts = {
  OptionGroups: CalculatorOptionGroups,
  CardOrder: CalculatorCardOrder,
};

/**
 * A label's colours as the calculator shows them: the editor's where the text on them reaches AA, none otherwise
 * (the label keeps its accent). Worked out here, so the island carries no contrast code.
 */
function withReadableColours({ backgroundColor, textColor, ...label }: CalculatorLabel): CalculatorLabel {
  const colours = labelColours(backgroundColor, textColor);
  return colours ? { ...label, backgroundColor: colours.backgroundColor, textColor: colours.color } : label;
}

/** The calculator's data with its words and option names in the page's language, resolved on the server. */
function CalculatorIsland(calculator: CalculatorBlock) {
  const { site } = usePage();
  const texts = PRODUCT_TEXTS[site.language];
  const links = everyMaterial(calculator.options.materials).map((material) => {
    const unit = unitOf(site, material);
    return {
      material: material.value,
      ...calculatorLink(calculator.product, material),
      // Only a unit other than the site's goes along.
      ...(unit !== site.unit ? { unit } : {}),
    };
  });
  const names = materialNames(calculator, site);
  const optionTexts = optionGroupWords(calculator, site);
  const props = {
    calculator: { ...calculator, labels: calculator.labels.map(withReadableColours) },
    names,
    links,
    optionTexts,
    moreFormats: calculator.product === 'photoframe',
    texts: {
      material: texts.material,
      format: texts.format,
      designNow: texts.designNow,
      moreFormats: texts.moreFormats,
      from: texts.from,
      formatsUnavailable: texts.formatsUnavailable,
      // Only cards are ordered in a quantity.
      quantity: calculator.product === 'card' ? texts.quantity : '',
      total: calculator.product === 'card' ? texts.total : '',
      orderSample: calculator.product === 'card' ? texts.orderSample : '',
    },
  };
  return (
    <CalculatorPartsContext.Provider value={CALCULATOR_PARTS}>
      <Island name="calculator" props={props} />
    </CalculatorPartsContext.Provider>
  );
}

/** Data worth a log line: a material without its initial format, a preset frame type no material has. */
function calculatorBlockNotice(calculator: CalculatorBlock): BlockNotice | undefined {
  return calculatorNotice(everyMaterial(calculator.options.materials), calculator.sku?.context);
}

function ReviewsIsland(props: ReviewsCarouselProps) {
  return <Island name="reviews-carousel" props={props} />;
}

/** Only the headline and the person's card go to the browser; `missingPerson` stays on the server. */
function ContactFormIsland({ headline, person }: ContactFormBlock) {
  return <Island name="contact-form" props={person ? { headline, person } : { headline }} />;
}

function VoucherIsland(props: VoucherProps) {
  return <Island name="voucher" props={props} />;
}

/** The poster's address is worked out here, for the page's host: the island carries no image code. */
function VideoIsland(block: VideoBlockData) {
  const { site } = usePage();
  return <Island name="video-block" props={videoBlockProps(block, site.host)} />;
}

function ToolboxIsland(props: ToolboxProps) {
  return <Island name="toolbox" props={props} />;
}

/**
 * CMS component name -> entry. ContactForm carries a `notice`: when its person relation stayed an unresolved
 * uuid the form renders without the card, and the registry logs `contact-form-person-not-found`.
 */
export const INTERACTIVE_BLOCKS: Record<string, BlockEntry> = {
  Reviews: interactive(ReviewsBlockSchema, ReviewsIsland),
  ContactForm: interactive(ContactFormBlockSchema, ContactFormIsland, missingPersonNotice),
  Voucher: interactive(VoucherBlockSchema, VoucherIsland),
  VideoBlock: interactive(VideoBlockSchema, VideoIsland),
  Toolbox: interactive(ToolboxBlockSchema, ToolboxIsland),
  Calculator: interactive(CalculatorSchema, CalculatorIsland, calculatorBlockNotice),
};
