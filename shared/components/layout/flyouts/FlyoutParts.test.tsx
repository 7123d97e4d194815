// A flyout item's sub-flyout: its groups' links under the item, localised like every flyout link.
import { expect, test } from 'vitest';
import { renderInPage } from '../../../../test/fixtures/render';
import type { FlyoutItem } from '../../../schemas/navigation';
import { FlyoutItemList } from './FlyoutParts';

const link = (slug: string) => ({ cached_url: slug, url: '', linktype: 'story' });
const entry = (title: string, slug: string) => ({
  link: link(slug),
  storyblokTitle: title,
  asset: { filename: '' },
  linkOnlyImage: false,
  isHeadlineItem: false,
  subnaviTitle: '',
  subnaviAsset: { filename: '' },
  typeOverride: '',
});

test('an item with a sub-flyout lists its groups under it, each link in the page locale', () => {
  const items: FlyoutItem[] = [
    {
      ...entry('Ideas', 'kartenliebe/fr-fr/idees/'),
      subFlyoutGroups: [
        {
          flyoutGroupIdentifier: 'more',
          flyoutGroupTitle: 'More',
          flyoutGroupItems: [entry('Cards', 'cartes/')],
        },
      ],
    },
    entry('Plain', 'simple/'),
  ];
  const html = renderInPage(
    <FlyoutItemList items={items} width={() => 0} layout="stack" />,
    'http://kartenliebe.ch.localhost:8787/fr/',
  );
  expect(html).toMatch(/data-flyout-subgroup="more"><p[^>]*>More<\/p>/);
  expect(html).toMatch(/<a[^>]*href="\/fr\/cartes\/"[^>]*>Cards<\/a>/);
  expect(html.match(/data-flyout-subgroups/g)).toHaveLength(1);
});
