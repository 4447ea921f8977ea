/**
 * Whether the player is filling in a form: a text field, select or text area has focus. The
 * floating customer-service button steps aside meanwhile, so it never covers the field being
 * typed into or the control beside it (a form's "Get code").
 */
import { useEffect, useState } from 'react';

/** Inputs that are pressed rather than typed into: the button need not move for them. */
const PRESSED_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'hidden']);

export function isFormField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !PRESSED_INPUTS.has(target.type);
  return target instanceof HTMLElement && target.isContentEditable === true;
}

/** True while a form field has focus; follows focus moving from one field to the next. */
export function useFieldFocus(): boolean {
  const [focused, setFocused] = useState(() => isFormField(document.activeElement));
  useEffect(() => {
    const focusIn = (event: FocusEvent) => setFocused(isFormField(event.target));
    // Leaving a field for another keeps the state; leaving it for anything else (or nothing) ends it.
    const focusOut = (event: FocusEvent) => setFocused(isFormField(event.relatedTarget));
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', focusOut);
    return () => {
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', focusOut);
    };
  }, []);
  return focused;
}
