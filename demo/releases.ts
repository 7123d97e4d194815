// Releases of the demo space: content scheduled for a later publication, previewed with
// `_storyblok_release=<id>` (or `release=<id>`).
import type { SpaceRelease } from '../worker/backends/content-space/types';

export const DEMO_RELEASES: SpaceRelease[] = [
  {
    id: 1001,
    name: 'Christmas 2027',
    contents: {
      'kartenliebe/de-de/home': {
        component: 'Page',
        _uid: 'release-1001-home',
        title: 'Weihnachtskarten mit Liebe gestaltet',
        description:
          'Die Weihnachtskollektion 2027: Karten, Kalender und Fotobücher für die schönste Zeit des Jahres.',
        body: [
          {
            component: 'Headline',
            _uid: 'release-1001-h1',
            text: 'Weihnachtskarten mit Liebe gestaltet',
            level: 1,
          },
          {
            component: 'Text',
            _uid: 'release-1001-text',
            text: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'Unsere Weihnachtskollektion 2027 ist bald für dich da.' }],
                },
              ],
            },
          },
        ],
      },
    },
  },
];
