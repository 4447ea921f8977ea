/**
 * The install guides (SPEC §2 named pages AndroidGuide and IosGuide): the steps of each platform's
 * own "add to home screen", and the operator's download resource each guide offers (SPEC §3
 * "Download link"). Pure data, so the page and its tests read the same list.
 */
import type { MessageKey } from '../../i18n/keys';

export type GuidePlatform = 'android' | 'ios';

export interface GuideSpec {
  intro: MessageKey;
  steps: readonly MessageKey[];
  /** The status resource the guide links to when the operator configured one. */
  resource: 'Android' | 'MOBILECONFIG';
  resourceLabel: MessageKey;
  /** A note shown under the steps. */
  note?: MessageKey;
}

export const GUIDES: Record<GuidePlatform, GuideSpec> = {
  android: {
    intro: 'pages_guide_android_intro',
    steps: ['pages_guide_android_1', 'pages_guide_android_2', 'pages_guide_android_3', 'pages_guide_android_4', 'pages_guide_android_5'],
    resource: 'Android',
    resourceLabel: 'pages_guide_apk',
  },
  ios: {
    intro: 'pages_guide_ios_intro',
    steps: ['pages_guide_ios_1', 'pages_guide_ios_2', 'pages_guide_ios_3', 'pages_guide_ios_4', 'pages_guide_ios_5'],
    resource: 'MOBILECONFIG',
    resourceLabel: 'pages_guide_profile',
    // SPEC §2 "Add-to-home prompt": older iOS gets the configuration profile instead.
    note: 'pages_guide_ios_old',
  },
};
