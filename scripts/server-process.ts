/**
 * The reference server as a child process, started the way `npm run serve` starts it
 * (server/main.ts: migrate, seed on first start, listen, background jobs), on a port the system
 * picks. For the load benchmark, which must not share an event loop with its load tool, and for
 * the tests that run several instances on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Migrating and seeding a fresh PostgreSQL database takes a while on a busy machine. */
const STARTUP_MS = 120_000;
const STOP_MS = 15_000;

export interface ServerProcessOptions {
  /** The server's environment on top of this process's (DATABASE_URL is never inherited). */
  env: Record<string, string>;
  /** Write a V8 CPU profile of the server into this folder when it exits (node --cpu-prof). */
  cpuProfileDir?: string;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The server's process id (its memory is read from /proc by the benchmark). */
  pid: number;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM, then wait for the exit (the clean shutdown of server/main.ts). */
  stop(): Promise<void>;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const profiling = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  // The engine is the caller's choice: a DATABASE_URL of the calling shell must not turn a SQLite
  // server into a PostgreSQL one.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [...profiling, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, PORT: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${STARTUP_MS} ms:\n${output}`));
    }, STARTUP_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
