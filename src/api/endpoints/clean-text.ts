/**
 * Characters no name or message needs, stripped from every free-text field of the registry (the
 * server and the forms read the same schemas, so both see the same text):
 * - C0 and C1 control characters and DEL (NUL ends strings elsewhere; others garble logs and
 *   screens); a multi-line field keeps its line breaks (as \n) and tabs;
 * - the bidi embeddings, overrides and isolates and the direction marks (U+202A–U+202E,
 *   U+2066–U+2069, U+200E, U+200F, U+061C): they make a name read backwards ("‮gpj.exe");
 * - lone surrogates: not text at all; they break storage and JSON further on. Pairs stay.
 * No lookbehind, so older browsers parse this module too.
 */
const PAIR_OR_UNSAFE = '([\\uD800-\\uDBFF][\\uDC00-\\uDFFF])|[\\uD800-\\uDFFF\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F\\u061C';
const SINGLE_LINE = new RegExp(`${PAIR_OR_UNSAFE}\\u0000-\\u001F]`, 'g');
const MULTI_LINE = new RegExp(`${PAIR_OR_UNSAFE}\\u0000-\\u0008\\u000B-\\u001F]`, 'g');

const keepPairs = (_match: string, pair: string | undefined) => pair ?? '';

/** A name, a title, a code typed by hand: one line, nothing unsafe. */
export function cleanLine(text: string): string {
  return text.replace(SINGLE_LINE, keepPairs);
}

/** A chat line, a feedback, a message: line breaks (any style, made \n) and tabs kept, nothing unsafe. */
export function cleanLines(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(MULTI_LINE, keepPairs);
}
