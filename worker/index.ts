// The local worker (`npm start`, `npm run dev`, the tests and the bench): the shop with the stand-ins for the
// services production has elsewhere (bot check, designer, flag service, image resizing, the tag manager's demo
// container, the visual editor's bridge), the demo data, the bench's route and fault injection. The assembly is
// `app.ts`.
import { createWorker } from './app';
import { botCheck, verifyLocalToken } from './backends/bot-check';
import { demoImages, demoThemePicture } from './backends/demo-images';
import { embeddedSpaceFor, readyEmbeddedSpace } from './backends/embedded-space';
import { withContentFaults, withFaults } from './backends/faults';
import { flagServiceFetch, flagServicePostsRoute } from './backends/flag-service';
import { imageResizing } from './backends/image-resizing';
import { outboxPage } from './backends/shop/customers/outbox-page';
import { embeddedShop, readyEmbeddedShop } from './backends/shop/in-process';
import { googleStandIn } from './backends/shop/service/google-stand-in';
import { storyblokBridge } from './backends/storyblok-bridge';
import { tagManager } from './backends/tag-manager';
import { tagManagerDebugView } from './backends/tag-manager-debug';
import { rememberTree } from './render/bench-tree';
import { bench } from './routes/bench';
import { designer } from './routes/designer';

export default createWorker({
  imageResizing,
  bench,
  demoImages: { routes: demoImages, themePicture: demoThemePicture },
  botCheck: { routes: botCheck, verify: verifyLocalToken },
  designer,
  shop: embeddedShop,
  googleSignIn: googleStandIn,
  mailOutbox: outboxPage,
  flagService: { fetch: flagServiceFetch, routes: flagServicePostsRoute },
  tagManager: { routes: tagManager, debugView: tagManagerDebugView },
  storyblokBridge,
  contentFetch: (env) => withContentFaults(env, embeddedSpaceFor(env)),
  rememberPageTree: rememberTree,
  // Tests may inject backend faults (FAULTS); with none the bindings are untouched.
  bindings: withFaults,
  readyStandIns: () => {
    readyEmbeddedSpace();
    readyEmbeddedShop();
  },
});
