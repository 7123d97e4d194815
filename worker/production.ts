// The deployed worker (`wrangler deploy --env production`): the shop alone, with no stand-in, demo data, bench
// route or fault injection in its bundle. The assembly is `app.ts`.
import { createWorker } from './app';

export default createWorker();
