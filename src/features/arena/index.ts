/**
 * The arena feature's public module: the live tables and the popular strip the game pages show.
 * The leaderboard page loads from the router (src/app/page-chunks.ts), so it is not exported here.
 * WARNING: bundle boundary — the category page imports this lazily; keep it to these sections.
 */
export { default as LiveTables } from './LiveTables';
export { default as PopularStrip } from './PopularStrip';
