// The smartbanner and help launcher as the server renders them: where the banner shows, its props and texts,
// the launcher closed with a no-script link, the panel only when open.
import { afterEach, describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import type { SmartbannerData } from '../../schemas/footer';
import { closeMessenger, openMessenger } from '../../state/help';
import { HelpLauncherSlot, SmartbannerSlot } from './HelpAndAppSlots';
import { HelpLauncher } from './HelpLauncher';
import { HelpPanel } from './HelpPanel';

const BANNER: SmartbannerData = {
  title: 'wandliebe app',
  text: '',
  cta: 'Open',
  closeLabel: '',
  link: { cached_url: '', url: 'https://apps.example.com/wandliebe' },
};
const POSTER_GB = 'http://poster.co.uk.localhost:8787/poster/kunst';

afterEach(() => closeMessenger());

describe('SmartbannerSlot', () => {
  test('renders the island with the campaign link and the texts’ fallbacks', () => {
    const html = renderInPage(<SmartbannerSlot data={BANNER} />, POSTER_GB);
    expect(html).toContain('data-smartbanner=""');
    // Server HTML alone: closing it needs no React.
    expect(html).not.toContain('data-island="smartbanner"');
    expect(html).toContain(
      'href="https://apps.example.com/wandliebe?utm_source=smartbanner&amp;utm_medium=web&amp;utm_campaign=poster"',
    );
    expect(html).toContain('Design on the go – quick and easy');
    expect(html).toContain('aria-label="Close app banner"');
    expect(html).toContain('min-[1000px]:hidden');
  });

  test.each([
    ['the card channel', 'http://kartenliebe.de.localhost:8787/'],
    ['US English', 'http://poster.com.localhost:8787/'],
    ['the desktop app view', 'http://poster.co.uk.localhost:8787/d'],
  ])('renders nothing on %s', (_name, url) => {
    expect(renderInPage(<SmartbannerSlot data={BANNER} />, url)).toBe('');
  });

  test('a script link is refused: no banner', () => {
    const hostile = { ...BANNER, link: { cached_url: '', url: 'JavaScript:alert(1)' } };
    expect(renderInPage(<SmartbannerSlot data={hostile} />, POSTER_GB)).toBe('');
  });

  test('renders nothing without data', () => {
    expect(renderInPage(<SmartbannerSlot data={null} />, POSTER_GB)).toBe('');
  });
});

describe('HelpLauncher', () => {
  const props = { links: [{ text: 'Kontakt', href: '/kontakt/' }], hotline: '+49 30 000 10 20' };

  test('closed: a link to the first help page without JavaScript, no panel', () => {
    const html = renderInPage(<HelpLauncher {...props} />);
    expect(html).toMatch(/<a data-help-launcher="" aria-label="Hilfe"[^>]*href="\/kontakt\/"/);
    expect(html).not.toContain('data-help-panel');
  });

  test('open: the launcher hides, the panel (loaded when opened) lists the links and the hotline', () => {
    openMessenger();
    expect(renderInPage(<HelpLauncher {...props} />)).toMatch(/<a data-help-launcher=""[^>]* hidden=""/);
    const html = renderInPage(<HelpPanel {...props} />);
    expect(html).toContain('Wie können wir helfen?');
    expect(html).toContain('href="/kontakt/"');
    expect(html).toContain('href="tel:+49300001020"');
  });

  test('without links or hotline the launcher is a button', () => {
    expect(renderInPage(<HelpLauncher links={[]} hotline="" />)).toMatch(/<button data-help-launcher=""/);
  });
});

describe('HelpLauncherSlot', () => {
  test('customer service links with a script protocol are left out; the others stay', () => {
    const item = (text: string, url: string) => ({ text, title: '', linkImage: '', link: { url } });
    const footer = {
      boxes: {
        customerService: {
          title: 'Service',
          items: [item('Evil', 'javascript:alert(1)'), item('Contact', '/contact/')],
        },
      },
    };
    const html = renderInPage(<HelpLauncherSlot header={null} footer={footer} />);
    expect(html).not.toContain('javascript');
    expect(html).toContain('href="/contact/"');
  });
});
