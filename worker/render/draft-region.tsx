// The live preview's render of a story's content region alone, with the providers a page gives it. Its islands
// carry their props and chunk beside each marker (as islands streamed in after the data script do), numbered apart
// from the page's, so the region's HTML hydrates on interaction wherever the page swaps it in.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { RenderLogContext } from '../../shared/components/Boundary';
import { FlagReadsContext, PageContext, PagePathContext } from '../../shared/components/page-context';
import { BotCheckContext, CustomerContext, settled } from '../../shared/components/request-facts';
import { collectorBesideMarkers, IslandCollectorContext } from '../../shared/islands/Island';
import type { AppEnv } from '../env';
import { ASSET_URLS } from '../generated/assets';
import { botCheckConfig } from './bot-check';
import { requestCustomer } from './customer';
import { countingRenderLog } from './render-log';
import { pageState } from './render-page';
import { type StoryLists, StoryListsContext } from './story-blocks';

/** The region's HTML, rendered as the page renders it in a draft (each list in place, nothing kept). */
export async function renderDraftRegion(
  c: Context<AppEnv>,
  region: { lists: StoryLists; body: ReactNode },
): Promise<string> {
  const page = await pageState(c);
  const customer = await requestCustomer(c);
  const collector = collectorBesideMarkers(ASSET_URLS.islands);
  // A block that throws is left out and logged by its boundary, as on the page.
  const { renderLog, unexplained } = countingRenderLog(c.get('log'));
  const html = renderToString(
    <RenderLogContext value={renderLog}>
      <IslandCollectorContext.Provider value={collector}>
        <FlagReadsContext.Provider value={c.get('flags')?.reads ?? null}>
          <PageContext.Provider value={page}>
            <PagePathContext value={c.get('site').path}>
              <CustomerContext value={settled(customer)}>
                <BotCheckContext value={botCheckConfig(c)}>
                  <StoryListsContext value={{ elements: region.lists.elements, rendered: null }}>
                    {region.body}
                  </StoryListsContext>
                </BotCheckContext>
              </CustomerContext>
            </PagePathContext>
          </PageContext.Provider>
        </FlagReadsContext.Provider>
      </IslandCollectorContext.Provider>
    </RenderLogContext>,
  );
  if (unexplained(html) > 0) {
    c.get('log').error('hybrid-ssr-error', { path: c.req.path, error: 'a part of the live preview failed' });
  }
  return html;
}
