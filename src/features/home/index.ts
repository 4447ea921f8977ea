/** The home feature's public module: the start page (first chunk) and its start-up read. */
export { HomePage } from './HomePage';
export { preloadHomeRows } from './useHomeRows';
