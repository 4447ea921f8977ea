/**
 * A JSON array kept in a text column (ids, game types, amounts), read forgivingly: the items that
 * pass `keep`, and none when the text is not a JSON array. A hand-edited row then reads as less,
 * never as a failed answer.
 */
export function jsonListOf<T>(text: string, keep: (item: unknown) => item is T): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(keep) : [];
  } catch {
    return [];
  }
}

export const isNumber = (item: unknown): item is number => typeof item === 'number';
export const isInteger = (item: unknown): item is number => Number.isInteger(item);
export const isString = (item: unknown): item is string => typeof item === 'string';
