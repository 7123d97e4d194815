// Home and category pages: hero, USPs, category tiles, bestsellers with prices, reviews and newsletter.

import { HOME_AB_FLAG } from '../flags';
import {
  type Block,
  headline,
  image,
  newsletterBlock,
  productTiles,
  richText,
  subTeaserTiles,
  type Tile,
  teaser,
  text,
  uspTeaser,
} from './blocks';
import { PRODUCTS, productsOf } from './catalogue';
import { type Family, familiesFor } from './families';
import { dateAt } from './ids';
import { categoryPath, PATHS, parts, productPath } from './paths';
import { productTile } from './prices';
import type { Scope, StoryInput } from './story';

const STARS = [5, 5, 4, 5, 5];

export function reviewsBlock(scope: Scope): Block {
  const [header = '', ...entries] = scope.texts.reviews;
  const [title, subtitle] = parts(header, 2);
  const reviews = entries.map((entry, index) => {
    const [reviewTitle, reviewText, authorName] = parts(entry, 3);
    const id = `${scope.channel}-${scope.row.language}-${index + 1}`;
    const stars = STARS[index] ?? 5;
    return { id, stars, title: reviewTitle, text: reviewText, authorName, createdAt: dateAt(index * 30) };
  });
  return {
    component: 'Reviews',
    title,
    subtitle,
    reviews: {
      score: { stars: 4.8, trustScore: 4.8 },
      totalReviews: 20_418,
      reviewBaseLink: 'https://reviews.example.com/review/',
      companyLink: `https://reviews.example.com/company/${scope.channel}`,
      reviews,
    },
  };
}

export const familyTiles = (scope: Scope): Tile[] =>
  familiesFor(scope.channel).map((family) => ({
    title: family.name[scope.row.language],
    image: image(`${family.motif}-1-square`, family.name[scope.row.language]),
    path: categoryPath(family, scope.row.language),
  }));

/** The home page; `draftHeadline` gives it a draft version that differs in its first headline. */
export function homePage(scope: Scope, draftHeadline?: string): StoryInput {
  const { channel, texts } = scope;
  const words = texts.channels[channel];
  const bestsellers = PRODUCTS.filter(
    (product) => product.variant === 1 && familiesFor(channel).some((family) => family.id === product.family),
  );
  const newsletter = parts(texts.newsletter, 4);
  const bestsellerTiles = productTiles(
    words.bestsellers,
    bestsellers.map((product) => productTile(scope, product)),
  );
  const content = (intro: string): Block => ({
    component: 'Page',
    title: words.title,
    description: words.description,
    teaser: [
      teaser({
        headline: words.heroHeadline,
        subline: words.heroSubline,
        text: words.heroText,
        image: image(`hero-${channel}`, words.heroHeadline),
        cta: {
          text: words.heroCta,
          path: categoryPath(familiesFor(channel)[0] as Family, scope.row.language),
        },
        variant: 'hero',
      }),
    ],
    uspTeaser: [uspTeaser(texts.usp)],
    body: [
      subTeaserTiles(words.tilesHeadline, familyTiles(scope)),
      headline(intro, 2),
      text(words.introText),
      // The demo's content A/B test: B shows what customers say before the bestsellers.
      {
        component: 'ContentAbBlock',
        feature: HOME_AB_FLAG,
        variantA: [bestsellerTiles, reviewsBlock(scope)],
        variantB: [reviewsBlock(scope), bestsellerTiles],
      },
      newsletterBlock(channel, newsletter),
    ],
  });
  return {
    path: PATHS.home,
    name: 'Home',
    content: () => content(words.introHeadline),
    group: 'home',
    tags: ['home'],
    ...(draftHeadline ? { draftContent: () => content(draftHeadline) } : {}),
  };
}

/** The category's SEO text in the footer: a few paragraphs from the family, channel and USP texts. */
function seoText(scope: Scope, family: Family): Block {
  const { texts } = scope;
  const channel = texts.channels[scope.channel];
  const name = family.name[scope.row.language];
  return {
    component: 'SeoText',
    headline: texts.familyTitle[family.id],
    text: richText(
      [
        `**${name}** – ${texts.familyText[family.id]} ${channel.description}`,
        `**${channel.introHeadline}.** ${channel.introText}`,
        texts.usp.join(' · '),
        `${channel.heroText} ${channel.title}.`,
      ].join('\n\n'),
    ),
  };
}

export function categoryPage(scope: Scope, family: Family): StoryInput {
  const { texts } = scope;
  const language = scope.row.language;
  const title = texts.familyTitle[family.id];
  const products = productsOf(family.id);
  const first = products[0];
  // Built when the story is first read: a request reads a few of the space's thousand stories.
  const content = (): Block => ({
    component: 'Page',
    title,
    description: texts.familyText[family.id],
    activeNavigation: family.navigationType,
    teaser: [
      teaser({
        headline: title,
        subline: family.name[language],
        text: texts.familyText[family.id],
        image: image(`${family.motif}-1`, family.name[language]),
        ...(first
          ? {
              cta: { text: texts.channels[scope.channel].heroCta, path: productPath(first, language, texts) },
            }
          : {}),
      }),
    ],
    uspTeaser: [uspTeaser(texts.usp)],
    body: [
      productTiles(
        family.name[language],
        products.map((product) => productTile(scope, product)),
      ),
      headline(texts.channels[scope.channel].introHeadline, 2),
      text(
        `**${family.name[language]}** – ${texts.familyText[family.id]}\n\n${texts.channels[scope.channel].introText}`,
      ),
      reviewsBlock(scope),
    ],
    footerOverride: [seoText(scope, family)],
  });
  const path = categoryPath(family, language);
  return {
    path,
    name: family.name[language],
    content,
    group: `family:${family.id}`,
    tags: ['category', family.id],
  };
}
