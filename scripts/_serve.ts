import { startOwnServer } from '../e2e/own-server';
const server = await startOwnServer({ distDir: '/tmp/cls-after' });
console.log('URL', server.url);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
setInterval(() => undefined, 1 << 30);
