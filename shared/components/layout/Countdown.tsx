// The action bar's countdown as server HTML: the time left at render, with the end and the words the boot
// script needs to tick it once a second (client/dom/countdown.ts); it pauses while the tab is hidden.
import { countdownText, remaining } from '../../domain/countdown';
import { usePage } from '../page-context';

export interface CountdownProps {
  end: number;
  renderedAt: number;
}

export function Countdown({ end, renderedAt }: CountdownProps) {
  const units = usePage().texts.countdown;
  const left = remaining(end, renderedAt);
  const attributes = {
    'data-countdown-end': end,
    'data-countdown-units': [units.days, units.hours, units.minutes, units.seconds].join('|'),
    'data-countdown-ended': units.ended,
  };
  if (left.total <= 0) return <strong data-countdown="ended">{units.ended}</strong>;
  return (
    <strong data-countdown="running" className="tabular-nums whitespace-nowrap" role="timer" {...attributes}>
      {countdownText(left, units)}
    </strong>
  );
}
