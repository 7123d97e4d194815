// Stories other stories reference by uuid: person, USP items, FAQ items, frame and accessory types, snippet.
import type { Language } from '../../shared/domain/markets';
import { image, richText, type UspIcon } from './blocks';
import { type AccessoryId, FRAME_TYPE_IDS } from './catalogue';
import { PATHS, parts, SHARED, slugify } from './paths';
import type { Scope, StoryInput } from './story';

const PEOPLE: Record<Language, string> = {
  de: 'Anna Weiß',
  en: 'Emily Carter',
  es: 'Lucía García',
  fr: 'Camille Martin',
  it: 'Giulia Rossi',
  nl: 'Sanne de Vries',
};

export const personPath = (scope: Scope): string => `people/${slugify(PEOPLE[scope.row.language])}`;

export const USP_IDS = ['delivery', 'quality', 'satisfaction'] as const;
const USP_ICONS: readonly UspIcon[] = ['truck', 'shield-check', 'smile'];

/** 120 delivery promises by German postcode range: enough uuids to need three lookups of 50. */
export const POSTCODE_ITEMS = Array.from(
  { length: 120 },
  (_unused, index) => `postcode-${String(index + 1).padStart(3, '0')}`,
);

function postcodeText(index: number): string {
  const from = 1000 + index * 825;
  const to = Math.min(99_999, from + 824);
  const days = from < 40_000 ? '1–2' : '2–3';
  return `PLZ ${String(from).padStart(5, '0')}–${String(to).padStart(5, '0')}: Lieferung in ${days} Werktagen`;
}

const FRAME_SWATCH = ['swatch-black', 'swatch-oak', 'swatch-silver', 'swatch-oak'] as const;
const ACCESSORY_SUBTYPE: Record<AccessoryId, string> = {
  envelope: 'envelope',
  ribbon: 'ribbon',
  giftBox: 'box',
  hangingKit: 'posterbar',
};
/** The shop's article of each accessory: what the add-to-basket form orders. */
const ACCESSORY_SKU: Record<AccessoryId, string> = {
  envelope: 'envelope-standard',
  ribbon: 'ribbon',
  giftBox: 'gift-box',
  hangingKit: 'hanging-kit',
};

const shared = (
  path: string,
  name: string,
  content: Record<string, unknown> & { component: string },
): StoryInput => ({
  path,
  name,
  content,
  group: path,
  tags: ['shared'],
});

/** The referenced stories of one channel and locale; the postcode items only where the shipping page uses them. */
export function sharedStories(scope: Scope): StoryInput[] {
  const { texts } = scope;
  const stories: StoryInput[] = [];
  const name = PEOPLE[scope.row.language];
  const [, role = ''] = parts(texts.contact, 2);
  stories.push(
    shared(personPath(scope), name, {
      component: 'Person',
      name,
      role,
      email: `service@${scope.shop}.example`,
      phone: scope.row.hotline,
      image: image(`person-${scope.row.language}`, name),
    }),
  );
  USP_IDS.forEach((id, index) => {
    const uspText = texts.usp[index] ?? '';
    stories.push(
      shared(SHARED.usp(id), uspText, { component: 'UspItem', icon: USP_ICONS[index], text: uspText }),
    );
  });
  if (scope.channel === 'kartenliebe' && scope.row.code === 'de-de') {
    POSTCODE_ITEMS.forEach((id, index) => {
      const uspText = postcodeText(index);
      stories.push(shared(SHARED.usp(id), uspText, { component: 'UspItem', icon: 'truck', text: uspText }));
    });
  }
  texts.faq.forEach((entry, index) => {
    const [question = '', answer = ''] = parts(entry, 2);
    stories.push(
      shared(SHARED.faq(index), question, { component: 'Item', title: question, text: richText(answer) }),
    );
  });
  FRAME_TYPE_IDS.forEach((id, index) => {
    const frameName = texts.frameTypes[index] ?? id;
    const [frameFamily = ''] = id.split('-');
    const content = {
      component: 'FrameType',
      frameType: id,
      frameFamily,
      name: frameName,
      shortName: frameName,
    };
    stories.push(
      shared(SHARED.frameType(id), frameName, {
        ...content,
        image: image(FRAME_SWATCH[index] ?? 'swatch-black', frameName),
      }),
    );
  });
  for (const [id, subtype] of Object.entries(ACCESSORY_SUBTYPE) as [AccessoryId, string][]) {
    const accessoryName = texts.accessories[id];
    const content = {
      component: 'AccessoryType',
      accessoryType: subtype,
      name: accessoryName,
      sku: ACCESSORY_SKU[id],
    };
    stories.push(
      shared(SHARED.accessoryType(id), accessoryName, {
        ...content,
        image: image(`accessory-${subtype}`, accessoryName),
      }),
    );
  }
  const [snippetTitle = ''] = [texts.usp[2]];
  stories.push(
    shared(PATHS.snippet, 'Product snippet', {
      component: 'ProductSnippet',
      title: snippetTitle,
      text: richText(texts.pages.shipping.text),
      image: image('polaroids-2-square', snippetTitle),
    }),
  );
  return stories;
}
