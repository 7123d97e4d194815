// The print and frame options of the material the calculator shows: one list per option group, its free default
// first, each option with what it adds to the price; every option is a link to the designer with it chosen. A part
// of the calculator that only products with option groups load (`calculator-parts.ts`).
import type { MouseEvent } from 'react';
import { Link } from '../Link';
import type { OfferedGroup } from './calculator-fields';
import type { CalculatorProps } from './calculator-props';
import { PriceTag } from './PriceTag';

export interface CalculatorOptionGroupsProps {
  /** The material whose groups these are. */
  material: string;
  groups: readonly OfferedGroup[];
  /** The groups' words in the page's language: title, the free default, each option's name. */
  texts: CalculatorProps['optionTexts'];
  /** Option group -> chosen option article; a group not in it is at its default (`''`). */
  chosen: Readonly<Record<string, string>>;
  /** The designer link of the choice with these options. */
  href: (picked: Record<string, string>) => string;
  /** A click on an option; the calculator chooses it in place. */
  onChoose: (event: MouseEvent, group: string, id: string) => void;
  /** The look of the calculator's choices, the chosen one set apart. */
  optionClass: (selected: boolean) => string;
}

export function CalculatorOptionGroups({
  material,
  groups,
  texts,
  chosen,
  href,
  onChoose,
  optionClass,
}: CalculatorOptionGroupsProps) {
  const optionGroup = ({ group, options }: OfferedGroup) => {
    const words = texts.find((entry) => entry.group === group);
    if (!words) return null;
    const item = (id: string, name: string, extraPrice?: number) => (
      <li key={id || 'none'} aria-current={(chosen[group] ?? '') === id ? 'true' : undefined}>
        <Link
          href={href({ ...chosen, [group]: id })}
          onClick={(event) => onChoose(event, group, id)}
          className={`flex items-center gap-2 ${optionClass((chosen[group] ?? '') === id)}`}
          data-option={id || 'none'}
        >
          {name}
          {extraPrice !== undefined && extraPrice > 0 && (
            <span className="text-sm text-muted">
              + <PriceTag current={extraPrice} />
            </span>
          )}
        </Link>
      </li>
    );
    return (
      <div key={group} className="mt-4" data-option-group={group}>
        <h3 className="text-base font-semibold mb-2">{words.title}</h3>
        <ul className="flex flex-wrap gap-2 list-none p-0 m-0">
          {item('', words.none)}
          {options.map((option) =>
            item(
              option.id,
              words.names.find((entry) => entry.id === option.id)?.name ?? option.id,
              option.priceCurrent,
            ),
          )}
        </ul>
      </div>
    );
  };
  return <div data-calculator-options={material}>{groups.map(optionGroup)}</div>;
}
