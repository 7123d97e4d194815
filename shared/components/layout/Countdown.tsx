// The action bar's countdown: days, hours, minutes and seconds until the end, ticking once a second.
import { useEffect, useState } from 'react';
import { pad2, remaining } from '../../domain/countdown';
import { usePage } from '../page-context';

export interface CountdownProps {
  end: number;
  /** Time the server rendered at; the first client render uses it too, so hydration matches. */
  renderedAt: number;
}

export function Countdown({ end, renderedAt }: CountdownProps) {
  const { texts } = usePage();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remaining(end, now);
  if (left.total === 0) return <strong data-countdown="ended">{texts.countdown.ended}</strong>;
  const units = texts.countdown;
  return (
    <strong data-countdown="running" className="tabular-nums whitespace-nowrap" role="timer">
      {left.days > 0 ? `${left.days} ${units.days} ` : ''}
      {`${pad2(left.hours)} ${units.hours} ${pad2(left.minutes)} ${units.minutes} ${pad2(left.seconds)} ${units.seconds}`}
    </strong>
  );
}
