// The layout's smartbanner and help launcher slots: decide whether each shows and build its small island props
// from the global config's furniture.
import { helpLinks } from '../../domain/help-launcher';
import { smartbannerHref, smartbannerSite } from '../../domain/smartbanner';
import { Island } from '../../islands/Island';
import type { FooterData, SmartbannerData } from '../../schemas/footer';
import type { HelpLink } from '../../schemas/furniture-islands';
import type { HeaderData } from '../../schemas/navigation';
import { usePage, usePagePath } from '../page-context';
import { useSafeCmsHref } from '../use-cms-href';
import { Smartbanner } from './Smartbanner';

/**
 * The app banner on the web platform of channels with apps. The worker drops `data` once the visitor
 * dismissed it (cookie), so the HTML never carries a banner that would then have to vanish.
 */
export function SmartbannerSlot({ data }: { data: SmartbannerData | null }) {
  const { site, texts } = usePage();
  const path = usePagePath();
  const href = useSafeCmsHref();
  const target = data ? href(data.link) : null;
  if (!data || !target || !smartbannerSite(site)) return null;
  const fallback = texts.furniture.smartbanner;
  const props = {
    title: data.title,
    text: data.text || fallback.text,
    cta: data.cta,
    closeLabel: data.closeLabel || fallback.close,
    href: smartbannerHref(target, path),
  };
  return <Smartbanner {...props} />;
}

/** The help messenger launcher with the customer service box's links and the header's hotline. */
export function HelpLauncherSlot({ header, footer }: { header: HeaderData | null; footer: FooterData }) {
  const href = useSafeCmsHref();
  const box: HelpLink[] = (footer.boxes?.customerService?.items ?? []).flatMap((item) => {
    const target = href({ url: item.link.url, cached_url: '' });
    return target ? [{ text: item.text, href: target }] : [];
  });
  const service = header?.service[0];
  const serviceHref = service ? href(service.link) : null;
  const links = helpLinks(box, service && serviceHref ? { text: service.text, href: serviceHref } : null);
  return <Island name="help-launcher" props={{ links, hotline: header?.serviceHotline ?? '' }} />;
}
