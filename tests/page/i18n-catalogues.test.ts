/**
 * The catalogues are complete: every key the source uses exists in English, Bengali and Chinese
 * (each merged from its per-area files), no key is defined in two area files of one language,
 * and the three languages define the same keys. The typecheck covers English only; this covers
 * the other two, which a missing key would silently show in English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const LOCALES = join(ROOT, 'src/i18n/locales');
const LANGUAGES = ['en', 'bn', 'zh'];

function areaFiles(language: string): Record<string, Record<string, string>> {
  const dir = join(LOCALES, language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>]),
  );
}

function merged(language: string): Record<string, string> {
  return Object.assign({}, ...Object.values(areaFiles(language))) as Record<string, string>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Literal keys: t('…'), titleKey: '…', showToast('…'), showLoading(…, '…'), '…' as/satisfies MessageKey. */
const KEY_PATTERNS = [
  /\bt\(\s*(['"])([\w.-]+)\1/g,
  /\btitleKey\s*[:=]\s*(['"])([\w.-]+)\1/g,
  /\bshowToast\(\s*(['"])([\w.-]+)\1/g,
  /\bshowLoading\([^,()]*,\s*(['"])([\w.-]+)\1/g,
  /\bpending\(\s*'[^']*',\s*(['"])([\w.-]+)\1/g,
  /(['"])([\w.-]+)\1\s+(?:as|satisfies)\s+MessageKey\b/g,
];

function usedKeys(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const key = match[2] as string;
        used.set(key, [...(used.get(key) ?? []), relative(ROOT, file)]);
      }
    }
  }
  return used;
}

describe('translation catalogues', () => {
  const used = usedKeys();

  it('finds the keys the source uses', () => {
    expect(used.size).toBeGreaterThan(20);
    expect(used.has('hd_home')).toBe(true);
  });

  for (const language of LANGUAGES) {
    it(`${language} has every key the source uses`, () => {
      const catalogue = merged(language);
      // A plural key is used bare (t('key', { count })) and defined as key_one / key_other.
      const defined = (key: string) => key in catalogue || `${key}_other` in catalogue;
      const missing = [...used.keys()].filter((key) => !defined(key)).map((key) => `${key} (${used.get(key)?.[0]})`);
      expect(missing, `missing from ${language}: ${missing.join(", ")}`).toEqual([]);
    });

    it(`${language} defines each key in one area file only`, () => {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const [file, entries] of Object.entries(areaFiles(language))) {
        for (const key of Object.keys(entries)) {
          const first = seen.get(key);
          if (first) twice.push(`${key}: ${first} and ${file}`);
          else seen.set(key, file);
        }
      }
      expect(twice).toEqual([]);
    });

    it(`${language} has no empty texts`, () => {
      const empty = Object.entries(merged(language)).filter(([, text]) => typeof text !== 'string' || !text.trim());
      expect(empty.map(([key]) => key)).toEqual([]);
    });
  }

  it('Bengali and Chinese define every English key, and no others', () => {
    const english = Object.keys(merged('en')).sort();
    for (const language of ['bn', 'zh']) {
      expect(Object.keys(merged(language)).sort(), language).toEqual(english);
    }
  });

  it('every translation keeps the interpolation placeholders of the English text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const english = merged('en');
    const mismatched: string[] = [];
    for (const language of ['bn', 'zh']) {
      const catalogue = merged(language);
      for (const [key, text] of Object.entries(english)) {
        if (catalogue[key] !== undefined && placeholders(catalogue[key]).join() !== placeholders(text).join()) {
          mismatched.push(`${language}:${key}`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });
});
