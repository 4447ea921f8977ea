import { describe, expect, it } from 'vitest';
import {
  hidesDownloadBar,
  needsLegacyTips,
  parseIosVersion,
  resourceUrl,
} from '../../src/features/settings/install-rules';

const iphone = (os: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1`;

describe('iOS version (SPEC §2 add-to-home prompt)', () => {
  it('reads major and minor from an iPhone, iPad or iPod user agent', () => {
    expect(parseIosVersion(iphone('12_1_4'))).toEqual({ major: 12, minor: 1 });
    expect(parseIosVersion(iphone('16_0'))).toEqual({ major: 16, minor: 0 });
    expect(parseIosVersion('Mozilla/5.0 (iPad; CPU OS 11_3 like Mac OS X)')).toEqual({ major: 11, minor: 3 });
    expect(parseIosVersion('Mozilla/5.0 (iPod touch; CPU iPhone OS 9 like Mac OS X)')).toEqual({ major: 9, minor: 0 });
  });

  it('reads iPadOS that reports a Mac only when the device has touch', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
    expect(parseIosVersion(mac, 5)).toEqual({ major: 17, minor: 2 });
    expect(parseIosVersion(mac, 0)).toBeNull();
  });

  it('is null on Android and desktop', () => {
    expect(parseIosVersion('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36')).toBeNull();
  });

  it('gives legacy tips to iOS 12 with minor below 2 and to iOS 11 and below', () => {
    expect(needsLegacyTips({ major: 12, minor: 0 })).toBe(true);
    expect(needsLegacyTips({ major: 12, minor: 1 })).toBe(true);
    expect(needsLegacyTips({ major: 12, minor: 2 })).toBe(false);
    expect(needsLegacyTips({ major: 11, minor: 4 })).toBe(true);
    expect(needsLegacyTips({ major: 13, minor: 0 })).toBe(false);
    expect(needsLegacyTips(null)).toBe(false);
  });
});

describe('download resources', () => {
  const status = {
    info: {
      resources: [
        { resourceType: 'IOS', url: 'https://example.com/ios' },
        { resourceType: 'MOBILECONFIG', url: '' },
      ],
      paths: { hideDownloadBar: '1' },
    },
  };

  it('offers a resource only when its URL is set', () => {
    expect(resourceUrl(status, 'IOS')).toBe('https://example.com/ios');
    expect(resourceUrl(status, 'MOBILECONFIG')).toBeNull();
    expect(resourceUrl(status, 'Android')).toBeNull();
    expect(resourceUrl(null, 'IOS')).toBeNull();
  });

  it("reads the hide-download-bar flag from paths.hideDownloadBar = '1'", () => {
    expect(hidesDownloadBar(status)).toBe(true);
    expect(hidesDownloadBar({ info: { paths: { hideDownloadBar: '0' } } })).toBe(false);
    expect(hidesDownloadBar(null)).toBe(false);
  });
});
