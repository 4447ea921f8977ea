// `npm run lint` (and npm test's check stage): no import circle anywhere in the product code, type
// imports included. A circle means two modules each need the other to be understood: one of them
// holds something that belongs lower down (a shared type, a contract), so it moves there.
import { parseCircular, parseDependencyTree } from 'dpdm';
import { pathToFileURL } from 'node:url';

/** The product's four contexts and the scripts that run them. */
export const PRODUCT_FILES = ['src/**/*.{ts,tsx}', 'worker/**/*.ts', 'sw/**/*.ts', 'server/**/*.ts', 'scripts/**/*.{ts,mjs}'];

/** Every import circle among `patterns` (relative to `cwd`), each as the list of its files. */
export async function importCircles(patterns, cwd = process.cwd()) {
  const tree = await parseDependencyTree(patterns, {
    cwd,
    context: cwd,
    // Type imports count: a circle of types is still two modules that cannot be read apart.
    transform: false,
    skipDynamicImports: false,
    include: /\.(ts|tsx|mjs|js)$/,
    exclude: /node_modules/,
  });
  return parseCircular(tree);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const circles = await importCircles(PRODUCT_FILES);
  for (const circle of circles) console.error(`import circle: ${[...circle, circle[0]].join(' → ')}`);
  if (circles.length) process.exit(1);
  console.log('no import circles');
}
