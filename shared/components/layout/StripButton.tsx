// A strip's previous or next button, over the strip's edge with a fade: hidden on the server, where the overflow is
// unknown, and shown once the strip's island has measured it (so the first paint needs none of its rules).
import { Icon } from '../icons/Icon';

interface StripButtonProps {
  direction: -1 | 1;
  label: string;
  visible: boolean;
  onClick: () => void;
}

export function StripButton({ direction, label, visible, onClick }: StripButtonProps) {
  const side = direction < 0 ? 'left-0 bg-gradient-to-r' : 'right-0 bg-gradient-to-l';
  return (
    <button
      type="button"
      aria-label={label}
      hidden={!visible}
      tabIndex={-1}
      onClick={onClick}
      data-strip-button={direction < 0 ? 'previous' : 'next'}
      className={`absolute inset-y-0 z-10 flex w-12 cursor-pointer items-center justify-center border-0 from-surface from-60% to-transparent p-0 text-ink hover:text-accent ${side}`}
    >
      <Icon name={direction < 0 ? 'chevron-left' : 'chevron-right'} size={20} />
    </button>
  );
}
