/**
 * The operator's native app links of the download page, from the status resources (SPEC §3
 * "Download link"). Only a link that can lead somewhere is offered: an empty setting, or one that
 * is not an http(s) address, means the operator has no such app.
 */
import type { DownloadResource } from '../../api/system-wire';
import { resourceUrl } from '../settings';

export type NativeAppKey = 'ios' | 'android' | 'profile';

export interface NativeApp {
  key: NativeAppKey;
  url: string;
}

const ORDER: readonly [NativeAppKey, DownloadResource['resourceType']][] = [
  ['android', 'Android'],
  ['ios', 'IOS'],
  ['profile', 'MOBILECONFIG'],
];

function httpUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, 'https://invalid.invalid');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export function nativeAppLinks(status: unknown): { icon: string | null; apps: NativeApp[] } {
  const apps: NativeApp[] = [];
  for (const [key, type] of ORDER) {
    const url = httpUrl(resourceUrl(status, type));
    if (url) apps.push({ key, url });
  }
  return { icon: resourceUrl(status, 'AppDownloadIcon'), apps };
}
