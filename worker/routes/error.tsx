// /error: where unknown language prefixes land; the content-managed error page with the friendly title.
import { Hono } from 'hono';
import { TEXTS } from '#i18n/texts';
import type { AppEnv } from '../env';
import { renderErrorPage } from '../render/error-page';

export const errorRoute = new Hono<AppEnv>().get('/error', (c) => {
  const texts = TEXTS[c.get('site').textLocale];
  return renderErrorPage(c, {
    status: 404,
    title: texts.errorTitle,
    message: '',
    heading: texts.errorTitle,
    intro: texts.errorIntro,
  });
});
