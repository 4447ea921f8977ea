/**
 * What a case asks of a browser, whichever driver moves it: WebKitGTK through its WebDriver
 * (webdriverio), Firefox ESR through WebDriver BiDi (puppeteer-core). Selectors are CSS, which
 * both protocols take as they are.
 */

export type EngineId = 'webkitgtk' | 'firefox';

export interface EnginePage {
  /** Opens an absolute URL and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its (awaited) result; `arg` and the result travel as JSON. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** A real click (the driver's pointer) on the `nth` element matching `selector`. */
  click(selector: string, nth?: number): Promise<void>;
  /** Types `text` into the first element matching `selector`, as keystrokes. */
  type(selector: string, text: string): Promise<void>;
  /** The viewport as a PNG file. */
  screenshot(path: string): Promise<void>;
}

export interface Engine {
  id: EngineId;
  /** The engine and its version as the browser reports them. */
  version: string;
  page: EnginePage;
  /**
   * The browser's own link switch, where its driver has one: with it down the page's
   * `navigator.onLine` is false and `online` fires when it comes back. Absent, the lane's network
   * switch alone cuts the way to the server while the device believes it has a link.
   */
  setLinkDown?: (down: boolean) => Promise<void>;
  close(): Promise<void>;
}

/**
 * The source both drivers send for `fn(arg)`. tsx (esbuild with keepNames) wraps every named
 * function inside `fn` in a `__name(…)` call that exists only in Node, so the page gets a
 * pass-through `__name` of its own; the argument is inlined as JSON.
 */
export function pageExpression<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): string {
  return `((__name) => (${fn.toString()})(${JSON.stringify(arg ?? null)}))((f) => f)`;
}
