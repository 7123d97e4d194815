// Builds the browser side: island bundles (esbuild), CSS (UnoCSS: the full stylesheet, and per channel the critical
// one pages inline), the icon sprite, all with hashed names, plus the worker's asset manifest and its texts (German
// in its bundle, the other text locales as files it reads). Output: dist/client (served as static assets),
// worker/generated/, shared/i18n/generated/.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { faviconDocument, spriteDocument } from '../shared/components/icons/sprite';
import { PERSONAL_SPECULATION_RULES, SPECULATION_RULES } from '../shared/domain/http-policy';
import { CHANNELS, type Channel } from '../shared/domain/markets';
import { TEXTS } from '../shared/i18n/texts';
import { ISLANDS, type IslandName } from '../shared/islands/islands';
import { serialize } from '../shared/islands/protocol';
import { CHANNEL_TOKENS } from '../uno.config';
import { contentHash } from './content-hash';
import { buildEdgeTexts } from './edge-texts';
import { startUpStories } from './start-up-content';
import { siteStylesheets } from './stylesheets';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist/client');
const ASSETS = join(OUT, 'assets');
const GENERATED = join(ROOT, 'worker/generated');

/** `npm run dev` builds React's development runtime with its checks; everything else the production one. */
const DEVELOPMENT = process.env.NODE_ENV === 'development';

const ISLAND_NAMES = Object.keys(ISLANDS) as IslandName[];
const ISLAND_PREFIX = 'island:';

/** The chunk each island's code comes in: its own, or the one the table has it share (`chunk`). */
const chunkOf = (name: IslandName): string => (ISLANDS[name] as { chunk?: string }).chunk ?? name;
const CHUNK_NAMES = [...new Set(ISLAND_NAMES.map(chunkOf))];

/**
 * One chunk per island of the table, or per group of islands that share one: each virtual entry imports those
 * islands' entry modules alone (esbuild splits by module, so the chunk carries only their components) and hands
 * the one a marker names to the one mount function.
 */
const islandEntries: Plugin = {
  name: 'island-entries',
  setup(builder) {
    builder.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path, namespace: 'island' }));
    builder.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
      const chunk = args.path.slice(ISLAND_PREFIX.length);
      const names = ISLAND_NAMES.filter((name) => chunkOf(name) === chunk);
      return {
        contents: [
          ...names.map(
            (name, index) =>
              `import entry${index} from ${JSON.stringify(join(ROOT, `shared/islands/entries/${name}.ts`))};`,
          ),
          `import { mountIsland } from ${JSON.stringify(join(ROOT, 'client/hydrate.tsx'))};`,
          `const entries = {${names.map((name, index) => `${JSON.stringify(name)}: entry${index}`).join(', ')}};`,
          'export default (marker, props, page, name) => mountIsland(entries[name], marker, props, page);',
        ].join('\n'),
        loader: 'ts',
        resolveDir: ROOT,
      };
    });
  },
};

/** valibot calls that do something rather than build a schema (validate, throw, configure): never marked pure. */
const VALIBOT_ACTION = /^(parse|safeParse|parser|safeParser|assert|is|config|set[A-Z]\w*|delete[A-Z]\w*)/;

/** The field-schema factories of `shared/schemas/storyblok-fields.ts`: they build schemas and do nothing else. */
const FIELD_FACTORY =
  /(?<![\w.$]|function )(skippable|numberField|requiredNumberField|singleBlok|optionalField|optionField)\(/g;

/**
 * Marks each valibot schema constructor (`v.object(…)`, `v.pipe(…)`, …) in our modules as pure, so a schema the
 * browser never reads — an island's props schema, checked on the server alone — leaves the bundle, and valibot
 * with it where nothing else needs it. esbuild does not carry valibot's own side-effect-free marks across modules.
 * The field-schema factories are marked the same way: a schema built with them is no less a schema.
 */
const pureSchemas: Plugin = {
  name: 'pure-schemas',
  setup(builder) {
    builder.onLoad({ filter: /[\\/](shared|client)[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes("from 'valibot'")) return undefined;
      const contents = source
        .replace(/(?<![\w.$])v\.(\w+)\(/g, (call, name: string) =>
          VALIBOT_ACTION.test(name) ? call : `/* @__PURE__ */ v.${name}(`,
        )
        .replace(FIELD_FACTORY, (_call, name: string) => `/* @__PURE__ */ ${name}(`);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

interface ScriptUrls {
  boot: string;
  editor: string;
  islands: Record<IslandName, string>;
}

async function buildScripts(): Promise<ScriptUrls> {
  const islandPoints = Object.fromEntries(
    CHUNK_NAMES.map((chunk) => [`islands/${chunk}`, `${ISLAND_PREFIX}${chunk}`]),
  );
  const result = await build({
    entryPoints: {
      boot: join(ROOT, 'client/boot.ts'),
      editor: join(ROOT, 'client/editor.ts'),
      ...islandPoints,
    },
    outdir: ASSETS,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: !DEVELOPMENT,
    target: 'es2022',
    // The navigation data loads as a JSON module; es2022 would drop the attribute that makes it one.
    supported: { 'import-attributes': true },
    jsx: 'automatic',
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': DEVELOPMENT ? '"development"' : '"production"' },
    metafile: true,
    legalComments: 'none',
    plugins: [islandEntries, pureSchemas],
    alias: { 'use-sync-external-store/shim/index.js': join(ROOT, 'client/use-sync-external-store.ts') },
  });
  if (process.env.BUILD_METAFILE)
    await writeFile(process.env.BUILD_METAFILE, JSON.stringify(result.metafile));
  const entry = (source: string) => {
    const output = Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint === source);
    if (!output) throw new Error(`esbuild produced no bundle for ${source}`);
    return `/${relative(OUT, join(ROOT, output[0]))}`;
  };
  const islands = Object.fromEntries(
    ISLAND_NAMES.map((name) => [name, entry(`island:${ISLAND_PREFIX}${chunkOf(name)}`)]),
  ) as Record<IslandName, string>;
  return { boot: entry('client/boot.ts'), editor: entry('client/editor.ts'), islands };
}

/** An inline element's text and the hash the CSP allows it by. */
interface Inline {
  text: string;
  hash: string;
}

function inline(element: 'script' | 'style', text: string): Inline {
  // The text goes into the element as it is: nothing in it may end that element.
  if (new RegExp(`</${element}`, 'i').test(text))
    throw new Error(`An inline ${element} contains "</${element}": ${text.slice(0, 80)}`);
  return { text, hash: `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}` };
}

const inlineScript = (text: string) => inline('script', text);

/**
 * The boot script's loader (`client/boot-loader.ts` with the hashed URLs of the boot and the full stylesheet in), as
 * pages with islands inline it.
 */
async function buildBootLoader(boot: string, stylesheet: string): Promise<Inline> {
  const result = await build({
    entryPoints: [join(ROOT, 'client/boot-loader.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: 'es2022',
    define: { BOOT_URL: JSON.stringify(boot), STYLESHEET_URL: JSON.stringify(stylesheet) },
    // The boot script itself is imported by its URL, not bundled.
    external: ['/assets/*'],
    legalComments: 'none',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild produced no boot loader');
  return inlineScript(output.text.trim());
}

async function writeHashed(name: string, ext: string, content: string): Promise<string> {
  const file = `${name}-${contentHash(content)}.${ext}`;
  await writeFile(join(ASSETS, file), content);
  return `/assets/${file}`;
}

/** Each text locale's texts as the islands read them, fetched once when a visitor's first island hydrates. */
async function buildTexts(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries(TEXTS).map(
      async ([locale, texts]) =>
        [locale, await writeHashed(`texts-${locale}`, 'json', serialize(texts))] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/**
 * The worker's texts: the German-only text modules, and each other text locale's file the worker reads through the
 * assets binding; with the module that names both for it.
 */
async function buildWorkerTexts(): Promise<void> {
  const locales = await buildEdgeTexts(ROOT);
  const files: Record<string, string> = {};
  const tables = new Map<string, Set<string>>();
  for (const [locale, entries] of Object.entries(locales)) {
    files[locale] = await writeHashed(`worker-texts-${locale}`, 'json', JSON.stringify(entries));
    for (const [module, exported] of Object.entries(entries)) {
      for (const name of Object.keys(exported))
        tables.set(module, (tables.get(module) ?? new Set()).add(name));
    }
  }
  const modules = [...tables].sort(([a], [b]) => a.localeCompare(b));
  await writeFile(
    join(GENERATED, 'locale-texts.ts'),
    [
      "// Generated by scripts/build.ts: the tables the worker fills with a text locale's entries, and the file of each.",
      ...modules.map(([module, names]) => `import { ${[...names].join(', ')} } from '#i18n/${module}';`),
      'export const LOCALE_TABLES = {',
      ...modules.map(([module, names]) => `  '${module}': { ${[...names].join(', ')} },`),
      '} as const;',
      `export const LOCALE_TEXT_FILES = ${JSON.stringify(files, null, 2)} as const;`,
      '',
    ].join('\n'),
  );
}

/**
 * The site's stylesheet as a hashed file, which every page loads without blocking its first paint and a second page
 * takes from the browser's cache; and per channel the critical stylesheet a page inlines, allowed by its hash in
 * the CSP (scripts/stylesheets.ts).
 */
async function buildCss(): Promise<{ url: string; bytes: number; critical: Record<Channel, Inline> }> {
  const { full: css, critical: sheets } = await siteStylesheets(ROOT);
  const critical = Object.fromEntries(
    CHANNELS.map((channel) => [channel, inline('style', sheets[channel])]),
  ) as Record<Channel, Inline>;
  return { url: await writeHashed('site', 'css', css), bytes: css.length, critical };
}

async function main(): Promise<void> {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(ASSETS, { recursive: true });
  await mkdir(GENERATED, { recursive: true });
  const [{ boot, editor, islands }, css, sprite, kartenliebeIcon, posterIcon, texts, stories] =
    await Promise.all([
      buildScripts(),
      buildCss(),
      writeHashed('icons', 'svg', spriteDocument()),
      writeHashed('favicon-kartenliebe', 'svg', faviconDocument('heart', CHANNEL_TOKENS.kartenliebe.accent)),
      writeHashed('favicon-poster', 'svg', faviconDocument('frame', CHANNEL_TOKENS.poster.ink)),
      buildTexts(),
      startUpStories(),
      buildWorkerTexts(),
    ]);
  // The demo space's media files (a short clip), served as static files where the demo stories point.
  await cp(join(ROOT, 'demo/media'), join(OUT, 'demo-media'), { recursive: true });
  await writeFile(join(OUT, '_headers'), '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  const manifest = {
    boot,
    editor,
    islands,
    css: css.url,
    sprite,
    favicon: { kartenliebe: kartenliebeIcon, poster: posterIcon },
    texts,
  };
  await writeFile(
    join(GENERATED, 'assets.ts'),
    `// Generated by scripts/build.ts: hashed URLs of the client assets.\nexport const ASSET_URLS = ${JSON.stringify(manifest, null, 2)} as const;\n`,
  );
  await writeFile(
    join(GENERATED, 'critical-css.ts'),
    `// Generated by scripts/build.ts: per channel the critical stylesheet every page inlines, and its hash for the CSP.\nexport const CRITICAL_CSS = ${JSON.stringify(css.critical, null, 2)} as const;\n`,
  );
  // Every inline script of a page, allowed by its hash: with a hash in the CSP, the keywords that would allow inline
  // speculation rules no longer count.
  const scripts = {
    bootLoader: await buildBootLoader(boot, css.url),
    sharedRules: inlineScript(serialize(SPECULATION_RULES)),
    personalRules: inlineScript(serialize(PERSONAL_SPECULATION_RULES)),
  };
  await writeFile(
    join(GENERATED, 'inline-scripts.ts'),
    `// Generated by scripts/build.ts: the inline scripts of a page (the boot script's loader, the speculation rules) and their hashes for the CSP.\nexport const INLINE_SCRIPTS = ${JSON.stringify(scripts, null, 2)} as const;\n`,
  );
  await writeFile(
    join(GENERATED, 'start-up-content.ts'),
    `// Generated by scripts/build.ts: the stories the worker's start-up pass renders, as JSON (scripts/start-up-content.ts).\nexport const START_UP_STORIES = ${JSON.stringify(JSON.stringify(stories))};\n`,
  );
  const inlined = Object.entries(css.critical).map(([channel, { text }]) => `${channel} ${text.length}`);
  console.info(
    `built ${JSON.stringify(manifest)} (CSS ${css.bytes} bytes, critical ${inlined.join(', ')} bytes)`,
  );
}

await main();
