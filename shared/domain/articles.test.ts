import { describe, expect, test } from 'vitest';
import { catalogueFormat, handOffArticle } from './articles';
import type { DesignerType } from './products';

const article = (type: DesignerType, query: string) => {
  const found = handOffArticle(type, new URLSearchParams(query));
  if (!found.ok) throw new Error(found.reason);
  return found.choice;
};

describe('the article a designer hand-off orders', () => {
  test('a photo print is a print on its paper, in its size; not a photobox', () => {
    expect(article('photobox', 'type=photoprint&width=13&height=9&paper=matt')).toMatchObject({
      article: 'photoprint-matt',
      format: '13x9',
      quantity: 1,
    });
  });

  test('the MAX photobox is the MAX box, the small one the small box', () => {
    expect(article('photobox', 'type=small&width=15&height=10&photoboxQuantityMax=100').article).toBe(
      'photobox-max',
    );
    expect(article('photobox', 'type=small&width=15&height=10&photoboxQuantityMax=50').article).toBe(
      'photobox-small',
    );
  });

  test('a stapled booklet is the booklet, not a hard-cover book', () => {
    expect(
      article('photobook', 'photobookPrinting=fotoheft&photobookCover=soft&photobookFormat=a5-hoch&amount=2'),
    ).toMatchObject({ article: 'fotoheft-soft', format: 'a5-hoch', quantity: 2 });
  });

  test('wall art: a portrait size is the landscape article turned; frame and charged options on top', () => {
    expect(
      article(
        'photoframe',
        'materialType=poster&format=30x40&frameType=holzrahmen-schwarz&matType=mat-weiss&lamination=matt',
      ),
    ).toEqual({
      kind: 'photoframe',
      article: 'poster',
      format: '40x30',
      turned: true,
      parts: ['holzrahmen-schwarz', 'lamination-matt', 'mat-weiss'],
      options: { lamination: 'matt', matType: 'mat-weiss' },
      quantity: 1,
    });
  });

  test('a free option is listed, not charged; a default is neither', () => {
    const choice = article(
      'photoframe',
      'materialType=aludibond&format=60x40&materialFinish=brushed&drilling=none',
    );
    expect(choice.parts).toEqual([]);
    expect(choice.options).toEqual({ materialFinish: 'brushed' });
  });

  test('a choice that names no article, or no size, is refused with the reason', () => {
    expect(handOffArticle('card', new URLSearchParams('themeId=7'))).toEqual({
      ok: false,
      reason: 'the options name no card article',
    });
    expect(handOffArticle('calendar', new URLSearchParams('calendarType=wandkalender'))).toEqual({
      ok: false,
      reason: 'the options name no size',
    });
  });

  test('only wall art turns: a calendar format is sold as it is named', () => {
    expect(catalogueFormat('calendar', '200-400')).toEqual({ format: '200-400', turned: false });
    expect(catalogueFormat('collage', '30x40')).toEqual({ format: '40x30', turned: true });
    expect(catalogueFormat('photoframe', '40x40')).toEqual({ format: '40x40', turned: false });
  });
});
