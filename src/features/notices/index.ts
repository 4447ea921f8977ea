/** What the help centre shares with the announcements: the designed empty states and the scope sync. */
export { ContentSkeleton, ContentState, type ContentStateKind } from './ContentState';
export { useScopeSync, type SyncStatus } from './useScopeSync';
