/**
 * Where a V8 CPU profile (node --cpu-prof) spent its time: self time by function and by package,
 * the top entries of each as a share of all samples. Enough to say what a request costs without
 * opening a profiler.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface Share {
  name: string;
  /** Per cent of all sampled time, one decimal. */
  percent: number;
}

export interface ProfileSummary {
  sampledMs: number;
  topFunctions: Share[];
  topPackages: Share[];
}

/** node_modules/<package>, node's own code, V8's pseudo frames, or a source folder of this project. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  const own = /\/(server|src|scripts)\/([^/]+)/.exec(url);
  return own ? `${own[1]}/${own[2]!.replace(/\.[jt]s$/, '')}` : url;
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  if (!url) return functionName || '(anonymous)';
  const file = url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(server|src|scripts)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

function top(totals: Map<string, number>, all: number, count: number): Share[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, percent: Math.round((us / all) * 1000) / 10 }));
}

/**
 * `lastMs`: only the samples of the profile's last `lastMs` (the load, not the start-up's
 * migrating and seeding before it).
 */
export function summariseProfile(file: string, options: { lastMs?: number; count?: number } = {}): ProfileSummary {
  const { lastMs = Infinity, count = 15 } = options;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const from = profile.endTime - lastMs * 1000;
  // Sample i was taken at startTime + deltas[0..i]; its time is the delta to the next sample.
  let at = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    at += deltas[i] ?? 0;
    const us = Math.max(0, deltas[i + 1] ?? 0);
    if (at >= from) selfUs.set(samples[i]!, (selfUs.get(samples[i]!) ?? 0) + us);
  }
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  let all = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    all += us;
    const fn = frameName(node);
    functions.set(fn, (functions.get(fn) ?? 0) + us);
    const pkg = packageOf(node.callFrame.url, node.callFrame.functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  return { sampledMs: Math.round(all / 1000), topFunctions: top(functions, all || 1, count), topPackages: top(packages, all || 1, count) };
}
