// Hydrates one island marker with its component, props checked against the island's schema.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageContext } from '../shared/components/page-context';
import { deserialize, PROPS_ATTR } from '../shared/islands/protocol';
import { type IslandName, type IslandProps, parseIslandProps } from '../shared/islands/registry';
import { readPageState } from './page-state';

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
        <Component {...props} />
      </PageContext.Provider>,
    );
  };
}
