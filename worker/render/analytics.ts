// The page's analytics: with a container configured, the tag manager's script, the Consent Mode setting, its
// default and the data layer's init payload for the browser's loader, unless the request says `tracking=0`. A
// container id of the wrong shape or an unknown Consent Mode setting is a configuration error: pages are not
// served with it.
import type { Context } from 'hono';
import {
  type AnalyticsInit,
  analyticsInit,
  analyticsOrigin,
  checkContainerId,
  tagManagerScript,
} from '../../shared/domain/analytics';
import { CONSENT_MODE_DEFAULT } from '../../shared/domain/consent-mode';
import { type ConsentModeSetting, consentModeSetting } from '../../shared/domain/consent-mode-setting';
import type { AppEnv } from '../env';
import { requestUrl } from '../site/request-facts';

/** The first-party subdomain the tag manager loads from, unless configured otherwise. */
export const DEFAULT_ANALYTICS_SUBDOMAIN = 'metrics';

export interface PageAnalytics {
  src: string;
  /** When the browser loads the container: after a choice that allows it (basic) or on every page (advanced). */
  mode: ConsentModeSetting;
  /**
   * The data layer's first entries. Consent is the default alone: the page may be a shared copy, so the visitor's
   * own choice is read from the cookie in the browser.
   */
  payload: { consent: typeof CONSENT_MODE_DEFAULT; init: AnalyticsInit };
}

/** The tag manager's origin for this request's page, when it loads one (its CSP then allows exactly that). */
export function requestAnalyticsOrigin(c: Context<AppEnv>): string | undefined {
  if (!c.env.ANALYTICS_CONTAINER_ID || !c.get('query')?.tracking) return undefined;
  return analyticsOrigin(requestUrl(c), c.env.ANALYTICS_SUBDOMAIN || DEFAULT_ANALYTICS_SUBDOMAIN);
}

export function pageAnalytics(c: Context<AppEnv>): PageAnalytics | undefined {
  const id = c.env.ANALYTICS_CONTAINER_ID;
  if (!id) return undefined;
  checkContainerId(id);
  const mode = consentModeSetting(c.env.CONSENT_MODE);
  const origin = requestAnalyticsOrigin(c);
  if (!origin) return undefined;
  return {
    src: tagManagerScript(origin, id),
    mode,
    payload: {
      consent: CONSENT_MODE_DEFAULT,
      init: analyticsInit(c.get('site'), requestUrl(c).pathname),
    },
  };
}
