// API paths live in one registry (src/api/endpoints): a '/wps/…' string anywhere else is a
// second copy of a path that will drift from the registry when the contract changes.

/** The registry's API roots: '/wps' (the site) and '/lgw' (the lottery gateway, SPEC §7). */
const API_ROOTS = ['/wps', '/lgw'];

/** An API root itself or anything below it. */
function isWpsPath(text) {
  return typeof text === 'string' && API_ROOTS.some((root) => text === root || text.startsWith(`${root}/`));
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "No '/wps/' path literal outside the endpoint registry (src/api/endpoints)." },
    schema: [],
    messages: {
      literal: "API path '{{text}}' written out: take it from the endpoint registry (src/api/endpoints).",
    },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text } });
    return {
      Literal(node) {
        if (isWpsPath(node.value)) report(node, node.value);
      },
      // Every quasi counts: `${base}/wps/games` writes the path as much as '/wps/games' does.
      TemplateElement(node) {
        const text = node.value.cooked ?? node.value.raw;
        if (isWpsPath(text)) report(node, text);
      },
    };
  },
};
