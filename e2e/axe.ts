/**
 * axe-core in the real page, as the accessibility checks use it: the engine is put into the page
 * once per document (the route walks open routes with history.pushState, so once per walk) and
 * each audit returns only what failed. A walk's cost is the audits themselves, not re-reading
 * half a megabyte of engine and sending every passing check back for each route.
 */
import axe, { type AxeResults, type ElementContext, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

export interface Violation {
  id: string;
  impact: Impact;
  /** Each offending node's selector path. */
  targets: string[];
}

export interface AuditScope {
  /** Rule tags to run (default: WCAG 2.1 AA). */
  tags?: string[];
  /** Only these rules, in place of the tags. */
  rules?: string[];
  /** Audit only inside these selectors. */
  include?: string[];
  /** Leave these selectors out. */
  exclude?: string[];
}

export async function audit(page: Page, scope: AuditScope = {}): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async ({ tags, rules, include, exclude }) => {
    const engine = (window as unknown as { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } }).axe;
    const context = { include: include?.length ? include : [document.documentElement], exclude: exclude ?? [] } as ElementContext;
    const results = await engine.run(context, {
      runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: (violation.impact ?? 'minor') as Impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, { tags: scope.tags ?? WCAG_AA, rules: scope.rules, include: scope.include, exclude: scope.exclude });
}

/** The serious and critical findings, each with its first offending selectors. */
export function blockingOf(violations: readonly Violation[], label = ''): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${label}${violation.id} ×${violation.targets.length} (${violation.targets.slice(0, 3).join(', ')})`);
}
