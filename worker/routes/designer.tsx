// /designer/:type — the local stand-in for the designer application: shows what the shop handed over, and puts
// the design in the basket as the real designer does. The production build has none (`designer-unset.ts` answers).
import { Hono } from 'hono';
import * as v from 'valibot';
import { TEXTS } from '#i18n/texts';
import { DESIGNER_TYPES } from '../../shared/domain/routes';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';
import { AddToBasket } from './designer-basket';
import { validateRoute } from './validate';

const ParamsSchema = v.object({ type: v.picklist(DESIGNER_TYPES) });

export const designer = new Hono<AppEnv>().get('/designer/:type', (c) => {
  const params = validateRoute(c, ParamsSchema, c.req.param());
  if (!params.ok) return params.response;
  const { type } = params.value;
  const texts = TEXTS[c.get('site').textLocale];
  const query = new URL(c.req.url).searchParams;
  const handedOver = [...query];
  return renderPage(c, {
    title: `${texts.designer}: ${type}`,
    noindex: true,
    // What was handed over includes the visitor's click id, which the shared cache key leaves out: never kept.
    personal: true,
    body: (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="font-head text-4xl font-semibold mb-2">
          {texts.designer}: <span data-designer-type="">{type}</span>
        </h1>
        <p className="text-muted mb-6">{texts.designerIntro}</p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          {handedOver.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-semibold">{key}</dt>
              <dd data-param={key}>{value}</dd>
            </div>
          ))}
        </dl>
        <AddToBasket site={c.get('site')} type={type} query={query} log={c.get('log')} />
      </section>
    ),
  });
});
