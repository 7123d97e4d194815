// The channel configuration table: each of the fourteen settings per channel, and the US English poster shop.
import { describe, expect, test } from 'vitest';
import { type ChannelConfig, channelConfig } from './channel-config';
import type { Channel } from './markets';

describe('channelConfig', () => {
  test.each<[keyof ChannelConfig, ChannelConfig[keyof ChannelConfig], ChannelConfig[keyof ChannelConfig]]>([
    ['defaultCollageId', 1, 13],
    ['defaultPhotobookCoverLamination', 'matt', 'glossy'],
    ['pricesInProductOverview', false, true],
    ['trailingSlash', true, false],
    ['appsAvailable', false, true],
    ['guestbooksAvailable', true, false],
    ['wishlistAvailable', true, false],
    ['condolencebooksAvailable', true, false],
    ['showPhotobookCoverLamination', false, true],
    ['templatesCompacted', false, true],
    ['defaultPhotobookRefinement', 'ohne', 'gold'],
    ['loadingFirstImgLazy', false, true],
    ['showInfoInPhotobookDropdown', true, true],
    ['aluGalleryUnit', 'cm', 'cm'],
  ])('%s: card channel %j, poster channel %j', (setting, card, poster) => {
    expect(channelConfig('kartenliebe', 'de-DE')[setting]).toBe(card);
    expect(channelConfig('poster', 'de-DE')[setting]).toBe(poster);
  });

  test('every setting is in the table', () => {
    expect(Object.keys(channelConfig('poster'))).toHaveLength(14);
  });

  test.each<[Channel, string, boolean, boolean, string]>([
    ['poster', 'en-GB', true, true, 'cm'],
    ['poster', 'fr-FR', true, true, 'cm'],
    ['poster', 'en-US', false, false, 'in'],
    ['kartenliebe', 'en-US', false, true, 'cm'],
    ['kartenliebe', 'de-DE', false, true, 'cm'],
  ])('%s %s: apps %s, photobook info %s, gallery unit %s', (channel, locale, apps, info, unit) => {
    const config = channelConfig(channel, locale);
    expect(config.appsAvailable).toBe(apps);
    expect(config.showInfoInPhotobookDropdown).toBe(info);
    expect(config.aluGalleryUnit).toBe(unit);
  });
});
