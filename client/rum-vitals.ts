// Web vitals with what is at fault (LCP element, INP interaction target, CLS largest shift target), from the
// web-vitals library's attribution build. Its own chunk, loaded at idle; it imports nothing the boot script has,
// so loading it brings no shared chunk.
import { type MetricWithAttribution, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { RUM_TARGET_MAX, VitalReport } from '../shared/domain/rum';

/** The endpoint's bound, as a type-checked copy: importing the value would put the module in a shared chunk. */
const TARGET_MAX: typeof RUM_TARGET_MAX = 200;

/** The element or interaction at fault, where the metric has one. */
function target(metric: MetricWithAttribution): string | undefined {
  if (metric.name === 'LCP') return metric.attribution.target;
  if (metric.name === 'INP') return metric.attribution.interactionTarget;
  if (metric.name === 'CLS') return metric.attribution.largestShiftTarget;
  return undefined;
}

/** Observes the five vitals and hands each final value to `report`. */
export function measureVitals(report: (vital: VitalReport) => void): void {
  const send = (metric: MetricWithAttribution) =>
    report({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      navigationType: metric.navigationType,
      target: target(metric)?.slice(0, TARGET_MAX),
    });
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
}
