/**
 * The catalogue's keys as a type, typed from the English catalogue: a missing or misspelt key
 * fails the typecheck. Its own module, free of i18next and the DOM, so DOM-free code that names
 * keys (the route table, read by the server too) can import it.
 */
import type en from './locales/en';

export type MessageKey = keyof typeof en;
