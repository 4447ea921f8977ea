/**
 * The catalogue, one JSON file per area so areas can grow without touching each other.
 * A key may live in one file only (tests/page/i18n-catalogues.test.ts checks).
 */
import common from './common.json';
import settings from './settings.json';
import shell from './shell.json';

export default { ...common, ...shell, ...settings };
