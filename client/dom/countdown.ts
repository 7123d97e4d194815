// Ticks a server-rendered countdown: the state machine driven once a second, paused while the tab is hidden,
// re-synced with the clock on return; at the end it shows the "ended" words.
import { countdownText } from '../../shared/domain/countdown';
import { countdownLeft, initialCountdown } from '../../shared/domain/countdown-machine';
import { type CountdownDriver, driveCountdown } from '../../shared/state/countdown';

export function tickCountdown(element: HTMLElement | null): CountdownDriver | null {
  const end = Number(element?.dataset.countdownEnd);
  if (!element || !Number.isFinite(end)) return null;
  const [days = '', hours = '', minutes = '', seconds = ''] = (element.dataset.countdownUnits ?? '').split(
    '|',
  );
  const units = { days, hours, minutes, seconds };
  return driveCountdown(
    initialCountdown(end, Date.now()),
    {
      now: () => Date.now(),
      every: (ms, tick) => {
        const timer = setInterval(tick, ms);
        return () => clearInterval(timer);
      },
    },
    {
      hidden: () => document.visibilityState === 'hidden',
      onChange: (listener) => {
        document.addEventListener('visibilitychange', listener);
        return () => document.removeEventListener('visibilitychange', listener);
      },
    },
    (state) => {
      if (state.status === 'aborted') return;
      const left = countdownLeft(state);
      element.dataset.countdown = left ? 'running' : 'ended';
      element.textContent = left ? countdownText(left, units) : (element.dataset.countdownEnded ?? '');
    },
  );
}
