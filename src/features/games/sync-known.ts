/**
 * Whether the device has had the server's answer for a list yet — so an empty list can be told
 * apart from one still on its way (its frame keeps its room until then). A list is known once its
 * sync-state key exists in some language. Pure and import-free: home's first chunk uses it through
 * the games public module, and importing the list registry here would split that chunk.
 */
export function knownLists<N extends string>(
  names: readonly N[],
  syncKeys: readonly string[],
  /** The list's sync-state key in a language (listKey of its filter). */
  keyOf: (name: N, language: string) => string,
): Record<N, boolean> {
  const keys = new Set(syncKeys);
  const languages = [...new Set(syncKeys.map((key) => /[?&]language=([^&]*)/.exec(key)?.[1]))].filter((l) => l !== undefined);
  return Object.fromEntries(names.map((name) => [name, languages.some((language) => keys.has(keyOf(name, language)))])) as Record<N, boolean>;
}
