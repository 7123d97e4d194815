// Builds every story of the space: per channel and content locale, in a fixed order.
import { CHANNELS } from '../../shared/domain/markets';
import { productsOf } from './catalogue';
import { familiesFor } from './families';
import { globalConfig } from './global-config';
import { LOCALES } from './locales';
import { categoryPage, homePage } from './pages';
import { productPage } from './product-pages';
import { errorPage, feedPage, previewOnlyPage, redirects, servicePage } from './service-pages';
import { sharedStories } from './shared-stories';
import { type Scope, type SpaceStory, type StoryInput, storyMaker } from './story';
import { TEXTS } from './texts';

const SHOP_NAMES = { kartenliebe: 'kartenliebe', poster: 'wandliebe' } as const;

/** The draft-only story and the story with a differing draft live in kartenliebe de-de. */
const DRAFTS_IN = 'kartenliebe/de-de';

function inputsFor(scope: Scope): StoryInput[] {
  const { channel, row, texts } = scope;
  const withDrafts = `${channel}/${row.code}` === DRAFTS_IN;
  const home = homePage(scope, withDrafts ? `Draft: ${texts.channels[channel].introHeadline}` : undefined);
  if (row.minimal)
    return [globalConfig(scope), home, servicePage(scope, 'imprint'), servicePage(scope, 'privacy')];
  const families = familiesFor(channel);
  const inputs: StoryInput[] = [
    globalConfig(scope),
    home,
    ...families.map((family) => categoryPage(scope, family)),
    ...families.flatMap((family) => productsOf(family.id).map((product) => productPage(scope, product))),
    ...(['contact', 'shipping', 'faq', 'imprint', 'privacy'] as const).map((id) => servicePage(scope, id)),
    errorPage(scope),
    ...sharedStories(scope),
    ...redirects(scope),
  ];
  if (channel === 'kartenliebe') {
    inputs.push(servicePage(scope, 'themes'));
    inputs.push(...(['feedCard', 'feedCalendar', 'feedCollage'] as const).map((id) => feedPage(scope, id)));
  }
  if (withDrafts && texts.previewOnly) inputs.push(previewOnlyPage(texts.previewOnly));
  return inputs;
}

export function buildStories(): SpaceStory[] {
  const make = storyMaker();
  return CHANNELS.flatMap((channel) =>
    LOCALES.flatMap((row) => {
      const scope: Scope = { channel, row, texts: TEXTS[row.language], shop: SHOP_NAMES[channel] };
      return inputsFor(scope).map((input, index) => {
        const story = make(scope, input, (index + 1) * 10);
        // Set in place: a copy would read (and so build) the story's content now.
        if (input.path === 'home') story.is_startpage = true;
        return story;
      });
    }),
  );
}
