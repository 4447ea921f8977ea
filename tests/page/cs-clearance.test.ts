// @vitest-environment jsdom
/**
 * The CS button's clearance (src/app/layout/cs-clearance.ts) looks again whenever a form control
 * may have moved under it: a node added, a text changed, and a picture or stylesheet arriving
 * (which pushes the form down without adding a node). jsdom has no layout, so the control's box is
 * given by the test.
 */
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restingBox, useCoversFormControl } from '../../src/app/layout/cs-clearance';
import { DEFAULT_CS_POSITION } from '../../src/app/layout/cs-position';
import { render, unmountAll, waitFor } from './render/render';

let shown: boolean[] = [];
function Probe() {
  shown.push(useCoversFormControl(DEFAULT_CS_POSITION));
  return createElement('span', null, 'probe');
}

const button = () => restingBox(DEFAULT_CS_POSITION, { width: innerWidth, height: innerHeight });
/** Puts the control's box under the button's resting place, or well above it. */
function place(control: HTMLElement, underButton: boolean) {
  const { left, top } = button();
  const y = underButton ? top + 4 : 10;
  control.getBoundingClientRect = () => ({ left, top: y, right: left + 40, bottom: y + 30, width: 40, height: 30, x: left, y, toJSON: () => ({}) });
}

/** Lets the clearance's once-a-frame check run (it reports only a change, so there is no render to wait for). */
const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 20))));

let form: HTMLFormElement;
let getCode: HTMLButtonElement;
beforeEach(() => {
  shown = [];
  form = document.createElement('form');
  getCode = document.createElement('button');
  getCode.textContent = 'Get code';
  form.append(getCode);
  document.body.append(form);
  place(getCode, false);
});
afterEach(() => {
  unmountAll();
  form.remove();
});

describe('the CS button’s clearance', () => {
  it('steps aside when a picture arriving above the form pushes a control under it', async () => {
    await render(createElement(Probe));
    await frames();
    const picture = document.createElement('img');
    form.before(picture);
    await frames();
    expect(shown.at(-1)).toBe(false);
    // The picture loads: the control now sits under the button, and nothing was added to the page.
    place(getCode, true);
    picture.dispatchEvent(new Event('load'));
    await waitFor(() => expect(shown.at(-1)).toBe(true));
  });

  it('steps aside when a text change reflows a control under it', async () => {
    await render(createElement(Probe));
    await frames();
    expect(shown.at(-1)).toBe(false);
    place(getCode, true);
    getCode.firstChild!.nodeValue = 'Get the code again';
    await waitFor(() => expect(shown.at(-1)).toBe(true));
  });

  it('comes back when the control moves away again', async () => {
    place(getCode, true);
    await render(createElement(Probe));
    await waitFor(() => expect(shown.at(-1)).toBe(true));
    place(getCode, false);
    dispatchEvent(new Event('resize'));
    await waitFor(() => expect(shown.at(-1)).toBe(false));
  });
});
