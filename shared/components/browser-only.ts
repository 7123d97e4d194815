// The parts only the browser renders, as the worker's bundles have them: `#browser-only/<path>` (package.json
// `imports`) is the component module at `shared/components/<path>.tsx` everywhere but on workerd, where it is this
// module (decision 014). Each is a panel or dialog a visitor opens, loaded with `lazy()` on first use; the worker
// renders none of them, so their code stays out of its bundle. Rendering one on the server is a mistake: it says so.

function renderedOnTheServer(name: string): never {
  throw new Error(`${name} is rendered in the browser only`);
}

export const AuthDialogs = (): never => renderedOnTheServer('AuthDialogs');
export const BurgerPanel = (): never => renderedOnTheServer('BurgerPanel');
export const ConsentSettings = (): never => renderedOnTheServer('ConsentSettings');
export const Flyout = (): never => renderedOnTheServer('Flyout');
export const HelpPanel = (): never => renderedOnTheServer('HelpPanel');
export const MoreFormatsDialog = (): never => renderedOnTheServer('MoreFormatsDialog');
