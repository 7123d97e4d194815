// The demo stories bundled with the worker, per channel, keyed by full slug.
import kartenliebeFeedCalendar from './kartenliebe/feed-calendar.json';
import kartenliebeFeedCard from './kartenliebe/feed-card.json';
import kartenliebeFeedCollage from './kartenliebe/feed-collage.json';
import kartenliebeGlobal from './kartenliebe/global-config.json';
import kartenliebeHome from './kartenliebe/home.json';
import kartenliebeSnippet from './kartenliebe/snippet.json';
import posterGlobal from './poster/global-config.json';
import posterHome from './poster/home.json';

export const DEMO_STORIES: Record<'kartenliebe' | 'poster', unknown[]> = {
  kartenliebe: [
    kartenliebeGlobal,
    kartenliebeHome,
    kartenliebeFeedCard,
    kartenliebeFeedCalendar,
    kartenliebeFeedCollage,
    kartenliebeSnippet,
  ],
  poster: [posterGlobal, posterHome],
};
