/** The catalogue size of a test server's seed, and of the seeded copy the run makes once. */
export const TEST_SEED_GAMES = 600;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded SQLite file every test server copies (null on PostgreSQL). */
    seededSqlite: string | null;
    /** When the run's seed was written (ISO), on either engine. */
    seededAt: string;
  }
}
