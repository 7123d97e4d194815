// React 19 has useSyncExternalStore built in: the signals runtime's shim for older Reacts is aliased to it.
export { useSyncExternalStore } from 'react';
