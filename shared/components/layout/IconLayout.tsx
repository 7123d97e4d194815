// The icon sprite page's own layout: every icon as a <symbol>, and a sheet showing each one by name.
import { ICON_NAMES } from '../icons/icons';
import { spriteSymbols } from '../icons/sprite';
import { usePage } from '../page-context';

export function IconLayout() {
  const { texts } = usePage();
  return (
    <main className="p-8">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="0"
        height="0"
        className="absolute"
        aria-hidden="true"
        data-sprite=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the sprite is the shop's own static icon markup
        dangerouslySetInnerHTML={{ __html: spriteSymbols() }}
      />
      <h1 className="font-head text-3xl mb-6">{texts.icons}</h1>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(120px,1fr))] gap-4 list-none p-0">
        {ICON_NAMES.map((name) => (
          <li
            key={name}
            className="flex flex-col items-center gap-2 rounded border border-line p-4 text-xs text-muted"
          >
            <svg width="32" height="32" aria-hidden="true" className="text-ink">
              <use href={`#${name}`} />
            </svg>
            {name}
          </li>
        ))}
      </ul>
    </main>
  );
}
