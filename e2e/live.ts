/**
 * The live channel in e2e specs: waiting until a page's device holds its live stream open, so a
 * change made next is heard through it (an event published before the stream opened is not
 * replayed to a first connection, and the view would only see it on its next poll).
 */
import type { Page, Response } from '@playwright/test';
import { ENDPOINTS } from '../src/api/endpoints';

/** Resolves when the device's stream answers 200: call BEFORE the navigation that opens it. */
export function streamOpened(page: Page): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === ENDPOINTS.liveStream.path && response.status() === 200, {
    timeout: 30_000,
  });
}
