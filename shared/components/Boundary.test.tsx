// Server-side boundaries: a block, part or image that fails renders nothing (or its fallback) and is logged once
// with its component, uid and reason; everything around it renders, in the string and the streaming renderer.
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../test/fixtures/render';
import {
  Boundary,
  type RenderFailure,
  type RenderLog,
  RenderLogContext,
  reportedByBoundary,
} from './Boundary';
import { BlockList, type BlockReport } from './blocks/registry';
import { Image } from './Image';

type Line = { level: 'warn' | 'error'; id: string; details?: Record<string, unknown> };

function recordingLog(lines: Line[]): RenderLog {
  return {
    warn: (id, details) => lines.push({ level: 'warn', id, details }),
    error: (id, details) => lines.push({ level: 'error', id, details }),
  };
}

/** Renders in a production host's page (resized URLs without the local path), writing to `lines`. */
function render(node: ReactNode, lines: Line[] = []): string {
  return renderInPage(
    <RenderLogContext value={recordingLog(lines)}>{node}</RenderLogContext>,
    'http://kartenliebe.de/',
  );
}

function Throws({ message }: { message: string }): ReactNode {
  throw new Error(message);
}

function Nested() {
  return (
    <section>
      <Throws message="deep down" />
    </section>
  );
}

describe('Boundary', () => {
  test('what throws inside is left out and logged once; its neighbours render', () => {
    const lines: Line[] = [];
    const html = render(
      <main>
        <p>before</p>
        <Boundary component="footer-box-social">
          <Nested />
        </Boundary>
        <p>after</p>
      </main>,
      lines,
    );
    expect(html).toContain('<p>before</p>');
    expect(html).toContain('<p>after</p>');
    expect(html).not.toContain('<section>');
    expect(lines).toEqual([
      {
        level: 'error',
        id: 'hybrid-ssr-error',
        details: { component: 'footer-box-social', reason: 'a part inside it failed to render' },
      },
    ]);
  });

  test('a fallback is shown in place of what failed', () => {
    const html = render(
      <Boundary component="x" fallback={<p>fallback</p>}>
        <Throws message="no" />
      </Boundary>,
    );
    expect(html).toContain('<p>fallback</p>');
  });

  test('nothing is logged and nothing differs when nothing throws', () => {
    const lines: Line[] = [];
    const html = render(
      <Boundary component="x">
        <p>fine</p>
      </Boundary>,
      lines,
    );
    expect(html).toBe('<!--$--><p>fine</p><!--/$-->');
    expect(lines).toEqual([]);
  });
});

describe('BlockList', () => {
  test('a block that throws while rendering is reported with its component, uid and reason', () => {
    const reports: BlockReport[] = [];
    // Outside a page a Teaser cannot read the site: it throws in its own render, its neighbours do not.
    const html = renderToString(
      <BlockList
        blocks={[
          { component: 'Headline', _uid: 'ok-1', text: 'Erste', level: 2 },
          { component: 'Teaser', _uid: 'teaser-1', headline: 'Kaputt' },
          { component: 'Headline', _uid: 'ok-2', text: 'Zweite', level: 2 },
        ]}
        onReport={(report) => reports.push(report)}
      />,
    );
    expect(html).toContain('Erste');
    expect(html).toContain('Zweite');
    expect(html).not.toContain('Kaputt');
    expect(reports).toEqual([
      {
        logId: 'hybrid-ssr-error',
        component: 'Teaser',
        uid: 'teaser-1',
        reason: 'Error: usePage() outside a PageContext provider',
      },
    ]);
  });
});

describe('Image on a host no provider resizes', () => {
  test('is shown unresized in its box and logged', () => {
    const lines: Line[] = [];
    const html = render(
      <Image src="https://images.example.net/x.jpg" alt="Beispiel" width={400} ratio="3/2" />,
      lines,
    );
    expect(html).toBe(
      '<img src="https://images.example.net/x.jpg" alt="Beispiel" width="400" height="267" loading="lazy" decoding="async"/>',
    );
    expect(lines).toEqual([
      {
        level: 'warn',
        id: 'image-host-unknown',
        details: { source: 'https://images.example.net/x.jpg', shown: true },
      },
    ]);
  });

  test('a script URL renders no image at all', () => {
    const lines: Line[] = [];
    expect(render(<Image src="javascript:alert(1)" alt="" width={400} ratio="1/1" />, lines)).toBe('');
    expect(lines.map((line) => line.details?.shown)).toEqual([false]);
  });

  test('every region of the content space is resized', () => {
    for (const host of [
      'a-us.storyblok.com',
      'a-ap.storyblok.com',
      'a-ca.storyblok.com',
      'a.storyblokchina.cn',
    ]) {
      const html = render(<Image src={`https://${host}/f/1/x.png`} alt="" width={400} ratio="1/1" />);
      expect(html).toContain(
        `/cdn-cgi/image/width=400,height=400,fit=cover,format=auto,quality=85/https://${host}/f/1/x.png`,
      );
    }
  });
});

describe('streaming', () => {
  test('what throws further down in a stream is logged by the stream, with its component stack', async () => {
    const reports: RenderFailure[] = [];
    const streamErrors: unknown[] = [];
    const stream = await renderToReadableStream(
      <RenderLogContext value={{ ...recordingLog([]), streaming: true }}>
        <p>page</p>
        <Boundary component="x" onFailure={(failure) => reports.push(failure)}>
          <Nested />
        </Boundary>
      </RenderLogContext>,
      {
        onError(error) {
          if (!reportedByBoundary(error)) streamErrors.push(error);
        },
      },
    );
    const html = await new Response(stream).text();
    expect(html).toContain('<p>page</p>');
    // The error came from a component further down: the stream's own log names it; the boundary stays quiet.
    expect(reports).toEqual([]);
    expect(streamErrors).toHaveLength(1);
  });

  test('a block that throws in its own render is logged once, by its boundary', async () => {
    const reports: BlockReport[] = [];
    const streamErrors: unknown[] = [];
    const stream = await renderToReadableStream(
      <RenderLogContext value={{ ...recordingLog([]), streaming: true }}>
        <BlockList
          blocks={[{ component: 'Teaser', _uid: 'teaser-1', headline: 'Kaputt' }]}
          onReport={(report) => reports.push(report)}
        />
      </RenderLogContext>,
      {
        onError(error) {
          if (!reportedByBoundary(error)) streamErrors.push(error);
        },
      },
    );
    await new Response(stream).text();
    expect(reports.map(({ component, uid }) => `${component}/${uid}`)).toEqual(['Teaser/teaser-1']);
    expect(streamErrors).toEqual([]);
  });
});
