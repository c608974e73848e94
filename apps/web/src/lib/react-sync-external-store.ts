/**
 * React 18+ has useSyncExternalStore itself. react-i18next and the chart library still import the
 * pre-18 shim package, which vite.config.ts points here: sharing the shim between a first screen
 * and the chart's chunk would otherwise put the shim's own code in a chunk of its own on every
 * first screen.
 */
export { useSyncExternalStore } from 'react';
