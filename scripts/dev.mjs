// `npm run dev`: the API server on API_PORT (default 8081) and Vite with hot reload in front of
// it, proxying /wps, /media, /common and /dev (see vite.config.ts). The service worker is off in dev.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The development helpers (/dev sign-in, SMS outbox, status switches) are for this command only.
    env: { DEV_HELPERS: '1', ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '8080'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
