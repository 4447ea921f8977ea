/**
 * Pure rules of the add-to-home prompt (SPEC §2) and the download page: the iOS version from a
 * user agent, whether it needs the legacy tips, and the download links from status resources.
 */
import type { DownloadResource, SystemStatus } from '../../api/system-wire';

export interface IosVersion {
  major: number;
  minor: number;
}

/**
 * The iOS version of an iPhone/iPad/iPod user agent ("CPU iPhone OS 12_1_4 like Mac OS X"), or null
 * when the device is not iOS. iPadOS 13+ reports a Mac: pass `touchPoints` (navigator.maxTouchPoints)
 * and the Safari "Version/x.y" is used then.
 */
export function parseIosVersion(userAgent: string, touchPoints = 0): IosVersion | null {
  const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)(?:_(\d+))?/.exec(userAgent);
  if (ios) return { major: Number(ios[1]), minor: Number(ios[2] ?? 0) };
  if (/\bMacintosh\b/.test(userAgent) && touchPoints > 1) {
    const version = /\bVersion\/(\d+)(?:\.(\d+))?/.exec(userAgent);
    if (version) return { major: Number(version[1]), minor: Number(version[2] ?? 0) };
  }
  return null;
}

/** SPEC §2: iOS 12 with minor below 2, or iOS 11 and below, gets the legacy tips. */
export function needsLegacyTips(version: IosVersion | null): boolean {
  if (!version) return false;
  return version.major < 12 || (version.major === 12 && version.minor < 2);
}

export type ResourceType = DownloadResource['resourceType'];

/** The resource's URL when the operator set one (an empty URL means "not offered"). */
export function resourceUrl(status: unknown, type: ResourceType): string | null {
  const resources = (status as Partial<SystemStatus> | null)?.info?.resources;
  if (!Array.isArray(resources)) return null;
  const url = resources.find((resource) => resource.resourceType === type)?.url?.trim();
  return url ? url : null;
}

/**
 * The hide-download-bar flag: `status.info.paths.hideDownloadBar === '1'`. `paths` is the
 * operator's free-form string map, so the flag needs no change to the status shape.
 */
export function hidesDownloadBar(status: unknown): boolean {
  return (status as Partial<SystemStatus> | null)?.info?.paths?.hideDownloadBar === '1';
}
