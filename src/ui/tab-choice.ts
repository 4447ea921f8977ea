/** Which tab an address names: a pure rule every tabbed screen shares. */
/** The tab an address names (`?tab=`), or `fallback` (the first tab) for anything else. */
export function tabFrom<T extends string>(tabs: readonly T[], value: string | null, fallback: T = tabs[0]!): T {
  return (tabs as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}
