/**
 * The lane's cases in the order they run: each engine's run goes through them in one browser, so
 * later cases start where earlier ones left (signed in, pages seen online).
 */
import type { Case } from './case';
import { deposit } from './deposit';
import { favourite } from './favourite';
import { firstVisit } from './first-visit';
import { login } from './login';
import { offlineReload } from './offline-reload';
import { readMark } from './read-mark';
import { storage } from './storage';
import { update } from './update';

export const CASES: Case[] = [firstVisit, storage, login, favourite, readMark, deposit, update, offlineReload];
