// The end of the main content's critical region: what follows it waits for the full stylesheet (see the
// critical-region rule).
import { CRITICAL_END_ATTR } from '../../domain/critical-region';

export function CriticalEnd() {
  return <span hidden {...{ [CRITICAL_END_ATTR]: '' }} />;
}
