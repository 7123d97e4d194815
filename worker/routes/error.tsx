// /error: where unknown language prefixes land.
import { Hono } from 'hono';
import { ErrorView } from '../../shared/components/layout/ErrorView';
import { TEXTS } from '../../shared/i18n/texts';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';

export const errorRoute = new Hono<AppEnv>().get('/error', (c) => {
  const texts = TEXTS[c.var.site.textLocale];
  return renderPage(c, {
    status: 404,
    title: texts.errorTitle,
    body: <ErrorView heading={texts.errorTitle} intro={texts.errorIntro} message="" debug={false} />,
  });
});
