/** The translation catalogues as they ship, for tests that check a text exists in every language. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One area's catalogue in one language (src/i18n/locales/<language>/<area>.json): key → text. */
export const catalogue = (language: string, area: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../src/i18n/locales', language, `${area}.json`), 'utf8')) as Record<string, string>;
