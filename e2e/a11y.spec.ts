/**
 * Accessibility of every route (SPEC §2 route table), measured by axe in the real browser: WCAG
 * 2.0/2.1 A and AA, as a visitor and as a member: every route in English, and in Bangla one route
 * of each page kind (every layout once: what changes with the language is the text, which each
 * layout's first route already shows). No route may have a serious or critical violation; every
 * route's counts by impact are printed and attached, so moderate and minor findings stay visible.
 *
 * One test per role × language (so both workers share the walk), each reusing one page: routes
 * after the first are opened the way the app's own links open them (history.pushState, which the
 * router follows), so the app boots once per test rather than once per route. A route that sends
 * the player on to a page this walk has audited already (a guest sent to log in) is opened, but
 * that page is not audited a second time.
 */
import { expect, test, type Page, type TestInfo } from './fixtures';
import { audit as runAxe, blockingOf, type Impact } from './axe';
import { forceLanguage, useEnglish } from './helpers';
import { href } from '../src/routes';
import { ONE_PER_LAYOUT_URLS, pageSettled, WALK_URLS } from './route-walk';
import { signInAs } from './session';

const IMPACTS: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];

interface RouteFigures {
  route: string;
  landed: string;
  /** Time to open and settle the route, then to audit it (ms): where the spec's time goes. */
  settleMs: number;
  axeMs: number;
  counts: Record<Impact, number>;
  /** Rule ids of the serious and critical findings, with the first offending selectors. */
  blocking: string[];
  /** Main landmarks on the page: the shell's one, never a page's own inside it. */
  mains: number;
}

// Pages are audited as they settle, with motion reduced (the suite's default): the 300 ms page fade
// would otherwise catch axe between two opacities.
test.describe.configure({ timeout: 180_000 });

/** The page has rendered its content: header up, the lazy page in, no loading overlay. */
async function settle(page: Page) {
  await expect(page.locator('header').first()).toBeVisible();
  // Audited once its lists have what they show (one that stays busy is audited as it is).
  await pageSettled(page);
}

/** Marks the later items of long runs of look-alike siblings (see markRepeats). */
const REPEAT_MARK = 'data-axe-repeat';
/** Items of a run audited in full: a grid's first two rows, a list's first screen. */
const REPEAT_SAMPLE = 6;

/**
 * A long list repeats one component with other data (36 game tiles, 20 messages): its first items
 * are audited and the rest marked to be left out, since they add audit time, not findings. A run
 * is siblings of one tag and one class list; returns how many items were marked.
 */
async function markRepeats(page: Page): Promise<number> {
  return page.evaluate(
    ({ mark, sample }) => {
      let marked = 0;
      for (const parent of document.querySelectorAll('body *')) {
        if (parent.childElementCount <= sample) continue;
        const runs = new Map<string, Element[]>();
        for (const child of parent.children) {
          const key = `${child.tagName}.${child.className}`;
          runs.set(key, [...(runs.get(key) ?? []), child]);
        }
        for (const run of runs.values()) {
          for (const item of run.slice(sample)) {
            item.setAttribute(mark, '');
            marked++;
          }
        }
      }
      return marked;
    },
    { mark: REPEAT_MARK, sample: REPEAT_SAMPLE },
  );
}

/**
 * Opens the route and audits where it lands, unless this walk has audited that page already: a
 * guest sent to log in from twenty member routes sees one login page, audited once.
 */
async function audit(page: Page, route: string, audited: Set<string>): Promise<RouteFigures | null> {
  const opened = Date.now();
  await page.evaluate((path) => history.pushState(null, '', path), route);
  await settle(page);
  const landed = new URL(page.url());
  if (landed.pathname !== route.split('?')[0] && audited.has(landed.pathname)) return null;
  audited.add(landed.pathname);
  const settled = Date.now();
  const repeats = await markRepeats(page);
  const violations = await runAxe(page, { exclude: repeats ? [`[${REPEAT_MARK}]`] : [] });
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const violation of violations) counts[violation.impact] += violation.targets.length;
  const blocking = blockingOf(violations);
  const mains = await page.locator('main, [role="main"]').count();
  return { route, landed: landed.pathname, settleMs: settled - opened, axeMs: Date.now() - settled, counts, blocking, mains };
}

const URLS_BY_LANGUAGE = { en: WALK_URLS, bn: ONE_PER_LAYOUT_URLS } as const;

async function walk(page: Page, testInfo: TestInfo, label: string, urls: readonly string[]) {
  await page.goto(href('home'));
  const started = Date.now();
  const figures: RouteFigures[] = [];
  const audited = new Set<string>();
  let redirectsSeen = 0;
  for (const url of urls) {
    const result = await audit(page, url, audited);
    if (!result) {
      redirectsSeen++;
      continue;
    }
    figures.push(result);
    expect.soft(result.blocking, `${label} ${result.route}: serious/critical violations`).toEqual([]);
    expect.soft(result.mains, `${label} ${result.route}: main landmarks`).toBe(1);
  }
  const lines = figures.map(({ route, landed, settleMs, axeMs, counts, blocking }) => {
    const where = landed === route.split('?')[0] ? route : `${route} → ${landed}`;
    const byImpact = IMPACTS.map((impact) => `${impact}=${counts[impact]}`).join(' ');
    const timing = `${settleMs}+${axeMs}ms`.padStart(12);
    return `${label.padEnd(12)} ${where.padEnd(40)} ${byImpact} ${timing}${blocking.length ? '  ' + blocking.join('; ') : ''}`;
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`axe ${label}: ${figures.length} pages in ${seconds}s (${redirectsSeen} more routes led to a page audited already)\n${lines.join('\n')}`);
  await testInfo.attach(`axe-${label}.json`, { body: JSON.stringify({ seconds: Number(seconds), figures }, null, 2), contentType: 'application/json' });
}

for (const language of ['en', 'bn'] as const) {
  test.describe(language, () => {
    test.beforeEach(async ({ context }) => {
      // Set first: useEnglish keeps a language that is already chosen.
      await forceLanguage(context, language);
      await useEnglish(context);
    });

    test(`every route as a visitor (${language})`, async ({ page }, testInfo) => {
      await walk(page, testInfo, `visitor/${language}`, URLS_BY_LANGUAGE[language]);
    });

    test(`every route as a member (${language})`, async ({ context, page, baseURL }, testInfo) => {
      await signInAs(context, baseURL!);
      await walk(page, testInfo, `member/${language}`, URLS_BY_LANGUAGE[language]);
    });
  });
}

/** The audit itself: a fault planted in a page is found, in the first item of a long list too. */
test('the audit finds a planted fault, also in the sampled part of a long list', async ({ context, page }) => {
  await useEnglish(context);
  await page.goto(href('login'));
  await settle(page);
  await page.evaluate(() => {
    const list = document.createElement('ul');
    for (let i = 0; i < 12; i++) list.insertAdjacentHTML('beforeend', '<li class="planted"><img src="/icons/none.png"></li>');
    document.querySelector('main')!.append(list);
  });
  const marked = await markRepeats(page);
  expect(marked).toBeGreaterThanOrEqual(6);
  const violations = await runAxe(page, { exclude: [`[${REPEAT_MARK}]`] });
  const missingAlt = violations.find((violation) => violation.id === 'image-alt');
  expect(missingAlt?.impact).toBe('critical');
  expect(missingAlt?.targets).toHaveLength(REPEAT_SAMPLE);
  expect(blockingOf(violations).some((line) => line.startsWith('image-alt'))).toBe(true);
});

/**
 * Keyboard focus is visible on every stop: a ring of at least 2 px, and where it is drawn outside
 * the control, it stands out from what is behind it by 3:1 (WCAG 2.4.7, 1.4.11).
 */
test('the focus ring shows on every keyboard stop and contrasts with its background', async ({ context, page }) => {
  await useEnglish(context);
  const faults: string[] = [];
  for (const path of [href('login'), href('register'), href('home')]) {
    await page.goto(path);
    await settle(page);
    const seen = new Set<string>();
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const [lr, lg, lb] = [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
        };
        // What the ring is drawn over: the nearest ancestor with a background colour.
        let behind = 'rgb(18, 18, 18)';
        for (let node = element.parentElement; node; node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor;
          const parts = rgb(colour);
          if (parts.length === 3 || (parts.length === 4 && parts[3]! > 0.5)) {
            behind = colour;
            break;
          }
        }
        const style = getComputedStyle(element);
        const [a, b] = [luminance(rgb(style.outlineColor)), luminance(rgb(behind))].sort((x, y) => y - x);
        return {
          name: `${element.tagName.toLowerCase()}.${element.className} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 24) ?? ''}`,
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          inside: parseFloat(style.outlineOffset) < 0,
          contrast: (a! + 0.05) / (b! + 0.05),
        };
      });
      if (!ring || seen.has(ring.name)) continue;
      seen.add(ring.name);
      if (ring.style === 'none' || ring.width < 2) faults.push(`${path} ${ring.name}: no ring`);
      else if (!ring.inside && ring.contrast < 3) faults.push(`${path} ${ring.name}: ring contrast ${ring.contrast.toFixed(2)}`);
    }
  }
  expect(faults).toEqual([]);
});
