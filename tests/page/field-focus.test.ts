// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isFormField } from '../../src/app/shell/field-focus';

const make = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild;
};

describe('form fields the customer-service button steps aside for', () => {
  it('counts what is typed into or picked from', () => {
    for (const html of ['<input>', '<input type="tel">', '<input type="password">', '<input type="search">', '<textarea></textarea>', '<select></select>']) {
      expect(isFormField(make(html)), html).toBe(true);
    }
  });

  it('leaves out what is only pressed, and anything that is not a field', () => {
    for (const html of ['<input type="checkbox">', '<input type="radio">', '<input type="submit">', '<button>Get code</button>', '<a href="/x">x</a>', '<div></div>']) {
      expect(isFormField(make(html)), html).toBe(false);
    }
    expect(isFormField(null)).toBe(false);
    expect(isFormField(window)).toBe(false);
  });
});
