// Server-side error boundaries: a block, layout part or furniture box that throws while the page renders is left
// out (or shows its fallback) and logged, and the rest of the page renders. React's server renderer has no error
// boundaries of its own, but it renders a <Suspense> boundary's fallback when something inside it throws; the
// pages never hydrate as a whole, so that fallback is what the visitor sees.
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';
import type { LogId } from '../domain/log-ids';

/** Where rendering components write their log lines: the request's log on the server, nothing elsewhere. */
export interface RenderLog {
  warn(id: LogId, details?: Record<string, unknown>): void;
  error(id: LogId, details?: Record<string, unknown>): void;
  /** Counts the boundaries that showed their fallback: the page's check for unexplained ones. */
  boundaryFailed?(): void;
  /** A streaming render logs what its boundaries catch further down itself (with the component stack). */
  streaming?: boolean;
}

const SILENT: RenderLog = { warn: () => {}, error: () => {} };

export const RenderLogContext = createContext<RenderLog>(SILENT);

/** The log of the render in progress (silent outside a server render). */
export function useRenderLog(): RenderLog {
  return useContext(RenderLogContext);
}

/** What failed: the component's name, its uid and story when it is a block. */
export interface RenderFailure {
  component: string;
  uid?: string;
  reason: string;
}

/** The error a boundary's own component threw, kept for the fallback to name. */
interface Caught {
  error?: unknown;
}

const CaughtContext = createContext<Caught | null>(null);

/** Errors a boundary has logged with its component's name: a streaming render's own log leaves them out. */
const REPORTED = new WeakSet<object>();

/** Whether a boundary has logged this error already. */
export function reportedByBoundary(error: unknown): boolean {
  return typeof error === 'object' && error !== null && REPORTED.has(error);
}

const isThenable = (value: unknown): boolean =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

function reasonOf(caught: Caught): string {
  const { error } = caught;
  if (error === undefined) return 'a part inside it failed to render';
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

interface FailedProps {
  caught: Caught;
  component: string;
  uid?: string;
  onFailure?: (failure: RenderFailure) => void;
  fallback: ReactNode;
}

/** Rendered by React in place of a boundary whose content threw: reports the failure once, shows the fallback. */
function Failed({ caught, component, uid, onFailure, fallback }: FailedProps) {
  const log = useRenderLog();
  log.boundaryFailed?.();
  if (caught.error === undefined && log.streaming) return fallback;
  const failure = { component, ...(uid === undefined ? {} : { uid }), reason: reasonOf(caught) };
  if (onFailure) onFailure(failure);
  else log.error('hybrid-ssr-error', failure);
  return fallback;
}

export interface BoundaryProps {
  /** The CMS component or layout part inside, for the log. */
  component: string;
  uid?: string;
  /** Shown instead of what failed; nothing by default. */
  fallback?: ReactNode;
  /** Reports the failure instead of the render's log (a block list adds its story). */
  onFailure?: (failure: RenderFailure) => void;
  children: ReactNode;
}

/** Renders `children`; when anything in them throws, `fallback` instead, and the failure is logged. */
export function Boundary({ component, uid, fallback = null, onFailure, children }: BoundaryProps) {
  const caught: Caught = {};
  return (
    <Suspense
      fallback={
        <Failed caught={caught} component={component} uid={uid} onFailure={onFailure} fallback={fallback} />
      }
    >
      <CaughtContext value={caught}>{children}</CaughtContext>
    </Suspense>
  );
}

/**
 * Renders a function component inside a boundary, noting what it throws so the log can name the reason (an error
 * further down is logged without one). Called as a function, its hooks are this component's, in the same order.
 */
export function Guarded<P extends object>({ Component, props }: { Component: ComponentType<P>; props: P }) {
  const caught = useContext(CaughtContext);
  const plain = typeof Component === 'function' && !Component.prototype?.isReactComponent;
  if (!plain) return <Component {...props} />;
  try {
    return (Component as (props: P) => ReactNode)(props);
  } catch (error) {
    if (caught && !isThenable(error)) {
      caught.error = error;
      if (typeof error === 'object' && error !== null) REPORTED.add(error);
    }
    throw error;
  }
}
