/**
 * Languages: normalise what clients send (zh-CN, CN, bn_BD …) and pick, per item, the requested
 * translation or the English one (the fallback the content always has).
 */
export const FALLBACK_LANGUAGE = 'en';

const ALIASES: Record<string, string> = { cn: 'zh' };

export function normaliseLanguage(code: string | undefined): string {
  if (!code) return FALLBACK_LANGUAGE;
  const base = code.toLowerCase().split(/[-_]/)[0] ?? FALLBACK_LANGUAGE;
  return ALIASES[base] ?? base;
}

/** The languages to query, best first. */
export function languageCandidates(language: string): string[] {
  return language === FALLBACK_LANGUAGE ? [FALLBACK_LANGUAGE] : [language, FALLBACK_LANGUAGE];
}

/** Keeps one row per id: the requested language when present, else English. Order follows `rows`. */
export function pickTranslations<T extends { id: number; language: string }>(rows: T[], language: string): T[] {
  const chosen = new Map<number, T>();
  for (const row of rows) {
    const current = chosen.get(row.id);
    if (!current || (current.language !== language && row.language === language)) chosen.set(row.id, row);
  }
  const seen = new Set<number>();
  return rows.filter((row) => {
    if (seen.has(row.id) || chosen.get(row.id) !== row) return false;
    seen.add(row.id);
    return true;
  });
}

/**
 * A generated picture with text drawn in (banners, promotion pictures), in `language`: the
 * English picture keeps its plain URL (the one the first paint and older copies know); another
 * language gets its own URL, so caches keep one picture per language.
 */
export function pictureIn(url: string, language: string): string {
  const normalised = normaliseLanguage(language);
  return normalised === FALLBACK_LANGUAGE ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(normalised)}`;
}
