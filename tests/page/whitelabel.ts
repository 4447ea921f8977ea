/** Whitelabel switches for the page tests. */
import { WHITELABEL_FLAGS, type Whitelabel } from '../../src/api/system-wire';

/** Every switch on: the widest menu, from which a test turns off what it is about. */
export const ALL_ON: Whitelabel = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true])) as Whitelabel;
