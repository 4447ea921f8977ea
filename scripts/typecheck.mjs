// `npm run typecheck`: the five TypeScript projects (one per global scope: page, worker, service
// worker, Node, tests), checked by TypeScript's native compiler (7.x, several threads at once).
// TypeScript 5 stays installed only because the lint's TypeScript parser needs its JavaScript API,
// which 7.0 does not offer; `npx tsc` is that 5.x compiler.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const NATIVE_TSC = 'node_modules/typescript-native/bin/tsc';
export const TYPECHECK_SCOPES = ['app', 'worker', 'sw', 'node', 'test'];
export const typecheckCommand = (scope) => ['node', NATIVE_TSC, '-p', `tsconfig.${scope}.json`];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const scope of TYPECHECK_SCOPES) {
    const [command, ...args] = typecheckCommand(scope);
    const { status } = spawnSync(command, args, { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}
