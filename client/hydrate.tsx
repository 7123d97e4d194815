// Hydrates one island marker with its component, props checked against the island's schema.
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageContext } from '../shared/components/page-context';
import { deserialize, PROPS_ATTR } from '../shared/islands/protocol';
import { type IslandName, type IslandProps, parseIslandProps } from '../shared/islands/registry';
import { readPageState } from './page-state';

/** Attribute set on a marker once React has hydrated it. */
export const HYDRATED_ATTR = 'data-hydrated';

function Hydrated({ marker, children }: { marker: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    marker.setAttribute(HYDRATED_ATTR, '');
  }, [marker]);
  return children;
}

/** The default export of an island module: hydrates a marker; `setup` wires client-only effects first. */
export function defineIsland<N extends IslandName>(
  name: N,
  Component: ComponentType<IslandProps<N>>,
  setup?: (props: IslandProps<N>) => void,
): (marker: HTMLElement) => void {
  return (marker) => {
    const props = parseIslandProps(name, deserialize(marker.getAttribute(PROPS_ATTR) ?? '{}'));
    setup?.(props);
    hydrateRoot(
      marker,
      <PageContext.Provider value={readPageState()}>
        <Hydrated marker={marker}>
          <Component {...props} />
        </Hydrated>
      </PageContext.Provider>,
    );
  };
}
