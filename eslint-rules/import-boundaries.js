// Import boundaries between the layers of DESIGN §2. Each import or re-export source is resolved
// against the importing file's path and the target's layer is checked; packages are checked by
// name (the DOM-only list comes from the config).
import { BELOW_FEATURE_DIRS, featureOf, isDomFree, isFeatureEntry, isPage, isShared, SERVER_CONTRACT_DIRS } from './layers.js';
import { packageName, repoPath, resolveImport, under, underAny } from './paths.js';

/**
 * One check per boundary: the message id when `from` may not import `target`, else null. `kind`
 * says how: 'static', 'dynamic' (import()) or 'type'.
 */
const PATH_CHECKS = [
  // The server takes the contracts from src/ and nothing else: no page, worker or database code.
  (from, target) => (under(from, 'server') && under(target, 'src') && !underAny(target, SERVER_CONTRACT_DIRS) ? 'serverToPage' : null),
  // The service worker and the Comlink worker share code only through src/api, src/db, src/outbox.
  (from, target) => (under(from, 'sw') && under(target, 'worker') ? 'swToWorker' : null),
  // ui, access, state, bridge and i18n are below features: shared code must not depend on one area.
  (from, target) => (underAny(from, BELOW_FEATURE_DIRS) && under(target, 'src/features') ? 'belowToFeature' : null),
  // The app shell composes the features: nothing below it imports it back (only the entry, main.tsx, starts it).
  (from, target) => (under(target, 'src/app') && under(from, 'src') && !under(from, 'src/app') && from !== 'src/main.tsx' ? 'upToApp' : null),
  // Another feature is reached only through its public module, so its insides can move freely.
  (from, target) => {
    const own = featureOf(from);
    const other = featureOf(target);
    if (!own || !own.rest || !other || other.name === own.name) return null;
    return isFeatureEntry(other.rest) ? null : 'featureInternals';
  },
  // The app shell takes a feature's public module statically; a page is a lazy chunk, import()ed.
  (from, target, kind) => {
    const feature = featureOf(target);
    if (!under(from, 'src/app') || !feature || kind === 'dynamic') return null;
    return isFeatureEntry(feature.rest) ? null : 'appToFeatureInternals';
  },
  // Workers and shared modules have no DOM: page code would not even load there.
  (from, target) => (isDomFree(from) && isPage(target) ? 'domFreeToPage' : null),
  // The shared modules sit below both workers, so they must not depend on either.
  (from, target) => (isShared(from) && (under(target, 'worker') || under(target, 'sw')) ? 'sharedToWorker' : null),
];

/** 'react-*' style patterns: '*' stands for any run of characters. */
function matcher(patterns) {
  const regexes = patterns.map((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
  return (name) => regexes.some((re) => re.test(name));
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the layer boundaries of the architecture (DESIGN §2).' },
    schema: [
      {
        type: 'object',
        properties: { domOnlyPackages: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      swToWorker: "The service worker must not import worker code ('{{source}}'): share it through src/api, src/db or src/outbox.",
      belowToFeature: "src/access, src/ui, src/state, src/bridge and src/i18n sit below the features and must not import one ('{{source}}').",
      upToApp: "Only src/app imports the app shell: move what is shared ('{{source}}') down to src/access, src/ui or src/state.",
      serverToPage: "The server takes from src/ only the contracts (src/api, src/routes), not '{{source}}'.",
      appToFeatureInternals: "The app shell takes a feature through its public module (index or start) or a lazy page chunk, not '{{source}}'.",
      featureInternals: "Import another feature only through its public module ('src/features/{{feature}}' or its index), not '{{source}}'.",
      domFreeToPage: "Worker, service-worker and shared code must not import page code ('{{source}}'): it needs the DOM.",
      sharedToWorker: "src/api, src/db and src/outbox sit below both workers and must not import '{{source}}'.",
      domOnlyPackage: "'{{source}}' needs the DOM (or React): not for worker, service-worker or shared code.",
    },
  },
  create(context) {
    const from = repoPath(context);
    if (!from) return {};
    const domOnly = matcher(context.options[0]?.domOnlyPackages ?? []);

    function check(sourceNode, kind = 'static') {
      const source = sourceNode?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(from, source);
      if (target === null) {
        if (isDomFree(from) && domOnly(packageName(source))) {
          context.report({ node: sourceNode, messageId: 'domOnlyPackage', data: { source } });
        }
        return;
      }
      for (const rule of PATH_CHECKS) {
        const messageId = rule(from, target, kind);
        if (messageId) {
          const feature = featureOf(target)?.name ?? '';
          context.report({ node: sourceNode, messageId, data: { source, feature } });
          return; // one report per import is enough to say what is wrong
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.importKind === 'type' ? 'type' : 'static'),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === 'type' ? 'type' : 'static'),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type' ? 'type' : 'static'),
      // import('…') with a literal source, as lazy routes and lazy chunks use it.
      ImportExpression: (node) => check(node.source, 'dynamic'),
      // `import('…').Type` in a type position.
      TSImportType: (node) => check(node.source ?? node.argument?.literal, 'type'),
    };
  },
};
