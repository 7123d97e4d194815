// The action bar's countdown: days, hours, minutes and seconds until the end. A state machine (idle, running,
// ended, aborted) driven once a second; it stops ticking while the tab is hidden and re-syncs on return.
import { useEffect, useState } from 'react';
import { pad2 } from '../../domain/countdown';
import { countdownLeft, initialCountdown } from '../../domain/countdown-machine';
import { type CountdownClock, driveCountdown, type TabVisibility } from '../../state/countdown';
import { usePage } from '../page-context';

export interface CountdownProps {
  end: number;
  /** Time the server rendered at; the first client render uses it too, so hydration matches. */
  renderedAt: number;
}

const CLOCK: CountdownClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
};

function documentVisibility(): TabVisibility {
  return {
    hidden: () => document.visibilityState === 'hidden',
    onChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

export function Countdown({ end, renderedAt }: CountdownProps) {
  const { texts } = usePage();
  const [state, setState] = useState(() => initialCountdown(end, renderedAt));
  useEffect(() => {
    let mounted = true;
    const start = initialCountdown(end, renderedAt);
    const driver = driveCountdown(start, CLOCK, documentVisibility(), (next) => mounted && setState(next));
    // Unmounting (the bar was dismissed) aborts the countdown.
    return () => {
      mounted = false;
      driver.abort();
    };
  }, [end, renderedAt]);
  const left = countdownLeft(state);
  if (state.status === 'aborted') return null;
  if (!left) return <strong data-countdown="ended">{texts.countdown.ended}</strong>;
  const units = texts.countdown;
  return (
    <strong data-countdown="running" className="tabular-nums whitespace-nowrap" role="timer">
      {left.days > 0 ? `${left.days} ${units.days} ` : ''}
      {`${pad2(left.hours)} ${units.hours} ${pad2(left.minutes)} ${units.minutes} ${pad2(left.seconds)} ${units.seconds}`}
    </strong>
  );
}
