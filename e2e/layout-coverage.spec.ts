/**
 * Nothing the player can press hides under what floats over the page. For each role, every route
 * of the route table is opened (client-side, in one page), scrolled to its end, and every visible
 * control (button, link, field, tab) must be clear of the fixed bottom bar and of the floating
 * customer-service button; on a form the button must also be clear of the form's controls at the
 * top of the page, before any field has focus.
 */
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { href } from '../src/routes';
import { useEnglish } from './helpers';
import { pageSettled, WALK_URLS } from './route-walk';
import { signInAs, signInAsTrial } from './session';

// About 20 s a role on an idle machine; the margin is for a loaded one.
test.describe.configure({ timeout: 240_000 });


const ROLES: Record<string, (context: BrowserContext, baseUrl: string) => Promise<unknown>> = {
  visitor: async () => undefined,
  member: (context, baseUrl) => signInAs(context, baseUrl, 'demo'),
  trial: (context, baseUrl) => signInAsTrial(context, baseUrl),
  agent: (context, baseUrl) => signInAs(context, baseUrl, 'agent'),
};

/**
 * Until the page stops growing: lists arrive from the device database over a few frames. Two
 * heights in a row, a frame and 40 ms apart, end the wait.
 */
async function settle(page: Page, rounds = 10) {
  await page.evaluate(async (max) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let last = -1;
    for (let round = 0; round < max; round++) {
      await frame();
      await pause(40);
      const height = document.documentElement.scrollHeight;
      if (height === last) return;
      last = height;
    }
  }, rounds);
}

/**
 * Client-side navigation, as a link would do it (wouter follows history.pushState); then the page
 * in, no loading overlay, no list still saying it is busy (one that stays busy is checked as it is).
 */
async function open(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await pageSettled(page);
  await settle(page);
}

/**
 * To the end, letting what scrolling there loads (late images, a next page of games) arrive; the
 * check itself scrolls to the very end once more before it measures.
 */
async function scrollTowardsEnd(page: Page) {
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await settle(page, 4);
}

/**
 * Visible controls whose box the bottom bar or the CS button covers. `formsOnly`: at the top of a
 * page, a form's controls and the CS button only (the page scrolls them above the bar).
 */
async function coveredControls(page: Page, formsOnly: boolean): Promise<string[]> {
  return page.evaluate(async (onlyForms) => {
    // At the very end, measured at once: a list that loads more as it nears its end has no later "end".
    if (!onlyForms) scrollTo(0, document.documentElement.scrollHeight);
    // The CS button decides where to rest on the next frame, then slides there (a 0.2 s
    // transition): measure where it rests, not where it passes.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const cs = document.querySelector('[data-testid="cs-button"]');
    await Promise.all((cs?.getAnimations() ?? []).map((animation) => animation.finished.catch(() => undefined)));
    if (!onlyForms) scrollTo(0, document.documentElement.scrollHeight);
    const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="link"]';
    const FORM_CONTROLS = 'input:not([type="hidden"]), select, textarea, form button, [role="form"] button';
    const floating = [onlyForms ? null : document.querySelector('.bottom-bar'), document.querySelector('[data-testid="cs-button"]')]
      .filter((node): node is Element => node !== null)
      .map((node) => ({ node, box: node.getBoundingClientRect() }));
    // With a modal open only its own controls can be reached.
    const modal = document.querySelector('.popup-backdrop, .side-menu-backdrop');
    const scope = modal ?? document.querySelector('main') ?? document.body;
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const covered: string[] = [];
    for (const control of scope.querySelectorAll<HTMLElement>(onlyForms ? FORM_CONTROLS : CONTROLS)) {
      if (floating.some(({ node }) => node.contains(control))) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none' || control.closest('[inert], [aria-hidden="true"]')) continue;
      const box = control.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue;
      for (const { node, box: cover } of floating) {
        if (!overlap(box, cover)) continue;
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? (control as HTMLInputElement).name ?? '').trim().slice(0, 40);
        covered.push(`${control.tagName.toLowerCase()} "${name}" at y ${Math.round(box.top)}-${Math.round(box.bottom)} under ${node.className || node.tagName}`);
      }
    }
    return covered;
  }, formsOnly);
}

for (const [role, signIn] of Object.entries(ROLES)) {
  test(`${role}: no control of any route is covered by the bottom bar or the CS button`, async ({ context, baseURL }) => {
    await useEnglish(context);
    await signIn(context, baseURL!);
    const page = await context.newPage();
    await page.goto(href('home'));
    await expect(page.getByTestId('cs-button')).toBeVisible();
    const problems: string[] = [];
    const checked = new Set<string>();
    for (const route of WALK_URLS) {
      const started = Date.now();
      await open(page, route);
      const landed = new URL(page.url()).pathname;
      // A route that sends this role on to a page checked already (a guest sent to log in) adds nothing.
      if (landed !== route.split('?')[0] && checked.has(landed)) {
        await page.keyboard.press('Escape');
        continue;
      }
      checked.add(landed);
      const where = `${role} ${route} (at ${landed})`;
      for (const found of await coveredControls(page, true)) problems.push(`${where}, top: ${found}`);
      await scrollTowardsEnd(page);
      for (const found of await coveredControls(page, false)) problems.push(`${where}, end: ${found}`);
      // Leave any popup a page opened (a trial prompt): the next route starts clean.
      await page.keyboard.press('Escape');
      if (process.env.LAYOUT_TIMING) console.log(role, route, Date.now() - started);
    }
    expect(problems).toEqual([]);
  });
}
