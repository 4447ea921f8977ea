/**
 * wouter imports `use-sync-external-store/shim`, the back-port for React 17 and older. React 19
 * has the hook itself; this stands in for the shim so its fallback code stays out of the first
 * chunk (vite.config.ts `resolve.alias`).
 */
export { useSyncExternalStore } from 'react';
