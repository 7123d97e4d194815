// One icon from the shop's sprite, drawn in currentColor.
import { usePage } from '../page-context';
import type { IconName } from './icon-names';

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
}

export function Icon({ name, size = 24, className, label }: IconProps) {
  const { assets } = usePage();
  return (
    <svg
      width={size}
      height={size}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`${assets.sprite}#${name}`} />
    </svg>
  );
}
