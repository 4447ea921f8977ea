/**
 * One Lighthouse run (mobile preset, simulated throttling, performance only) in a Chromium of its
 * own: chrome-launcher gives every launch a fresh temp profile (removed on kill), so each run is a
 * cold visit — no service worker, no HTTP cache. Used by `scripts/bench-lighthouse.ts`.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';

// DESIGN §7: the network here is closed, so nothing may call out to Google's services; the same
// flags as the e2e browser, headless as chrome-launcher does not add it itself.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const RUN_TIMEOUT_MS = 180_000;

export interface RunSummary {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  bytesSent: number;
  requests: number;
  jsBytesSent: number;
  lcpElement: string | null;
  /** Audits this report needs that came back with an error or without a value. */
  unavailable: string[];
}

interface NetworkRow {
  transferSize?: number;
  resourceType?: string;
}

function numeric(lhr: Result, id: string, unavailable: string[]): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') {
    unavailable.push(`${id}${lhr.audits[id]?.errorMessage ? `: ${lhr.audits[id]?.errorMessage}` : ''}`);
    return NaN;
  }
  return value;
}

/** The first DOM node in an audit's details (the LCP element audit nests a table in a list). */
function firstNode(details: unknown): string | null {
  if (!details || typeof details !== 'object') return null;
  const d = details as { type?: string; selector?: string; snippet?: string; nodeLabel?: string };
  if (d.type === 'node') {
    const snippet = d.snippet && d.snippet.length > 80 ? `${d.snippet.slice(0, 77)}...` : d.snippet;
    return [d.selector, snippet].filter(Boolean).join(' ') || d.nodeLabel || null;
  }
  for (const value of Object.values(details)) {
    const found = Array.isArray(value) ? value.map(firstNode).find(Boolean) : firstNode(value);
    if (found) return found;
  }
  return null;
}

export function summarize(lhr: Result): RunSummary {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('no performance score');
  const unavailable: string[] = [];
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined;
  const rows = details?.items ?? [];
  if (!details?.items) unavailable.push('network-requests');
  const sum = (list: NetworkRow[]) => list.reduce((total, row) => total + (row.transferSize ?? 0), 0);
  const totalByteWeight = lhr.audits['total-byte-weight']?.numericValue;
  const lcpElement = firstNode(lhr.audits['largest-contentful-paint-element']?.details);
  if (!lcpElement) unavailable.push('largest-contentful-paint-element');
  return {
    score: Math.round(score * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint', unavailable),
    lcpMs: numeric(lhr, 'largest-contentful-paint', unavailable),
    tbtMs: numeric(lhr, 'total-blocking-time', unavailable),
    cls: numeric(lhr, 'cumulative-layout-shift', unavailable),
    siMs: numeric(lhr, 'speed-index', unavailable),
    bytesSent: typeof totalByteWeight === 'number' ? totalByteWeight : sum(rows),
    requests: rows.length,
    jsBytesSent: sum(rows.filter((row) => row.resourceType === 'Script')),
    lcpElement,
    unavailable,
  };
}

export async function runLighthouse(url: string): Promise<RunSummary> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
    });
    run.catch(() => {}); // a run abandoned by the timeout fails later, when Chrome is gone
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error('Lighthouse returned no result');
    return summarize(result.lhr);
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}
