import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueArea } from '../../src/i18n/areas';
import en from '../../src/i18n/locales/en';
import zhSettings from '../../src/i18n/locales/zh/settings.json';

describe('lazily loaded catalogue areas', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: en } }, showSupportNotice: false });
  });

  it('keeps the settings texts out of the first-chunk catalogue', () => {
    expect('speed_title' in en).toBe(false);
    expect('hd_home' in en).toBe(true);
  });

  it('adds an area in the language and the English fallback, after the language itself', async () => {
    const first = loadCatalogueArea('settings', 'zh');
    expect(loadCatalogueArea('settings', 'zh')).toBe(first); // one promise per pair, as `use` needs
    await first;
    expect(i18next.getResource('zh', 'translation', 'speed_title')).toBe(zhSettings.speed_title);
    expect(i18next.getResource('en', 'translation', 'speed_title')).toBe('Server speed');
    // The main Chinese catalogue came first, so the area did not stand in for it.
    expect(i18next.getResource('zh', 'translation', 'hd_home')).toBe('首页');
  });
});
