/**
 * One case of the lane: what it checks, the platform features it relies on (the report says
 * which of them an engine lacks and what the app does instead), and the steps.
 */
import type { Engine, EnginePage } from '../engine';
import type { Feature } from '../features';
import type { LaneServer } from '../lane-server';
import type { ServerView } from '../server-view';

/** The device's network as a case switches it (both ways at once where the engine has a link switch). */
export interface Network {
  /** How "down" looks to the app in this engine. */
  readonly kind: 'link down, server refused' | 'link up, server refused';
  down(): Promise<void>;
  up(): Promise<void>;
}

export interface CaseContext {
  engine: Engine;
  page: EnginePage;
  server: LaneServer;
  view: ServerView;
  network: Network;
  /** The case's picture (a suffix when it takes several). */
  shot(suffix?: string): Promise<void>;
  /** A line for the report: what the case saw that is worth knowing. */
  note(text: string): void;
}

export interface Case {
  id: string;
  title: string;
  relies: Feature[];
  run(context: CaseContext): Promise<void>;
}
