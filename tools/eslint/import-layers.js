import path from 'node:path';

/**
 * Layers only import downward (house style, habit 1; issue 19 item 5). A file's layer comes from
 * its folder; an import of a higher layer is refused. Tests (`__tests__`) sit above everything.
 * A type-only import makes no runtime dependency and is allowed: the operation context names the
 * adapters' types without loading them.
 */
const layers = {
  'apps/server/src': [
    ['config'],
    ['db'],
    ['platform'],
    ['reference-data'],
    ['integrations', 'documents'],
    ['accounts'],
    ['ledger', 'subscriptions'],
    ['modules'],
    ['app.ts', 'seed', 'testing'],
    ['main.ts', 'start-up.ts'],
  ],
  'apps/web/src': [['lib'], ['components'], ['features'], ['app'], ['main.tsx', 'testing']],
};

const norm = (file) => file.split(path.sep).join('/');

/** The layer of a file: [app root, index, folder], or null for files outside the layered trees. */
export function layerOf(file) {
  const f = norm(file);
  if (/\/__tests__\//.test(f)) return null;
  for (const [root, stack] of Object.entries(layers)) {
    const at = f.indexOf(`/${root}/`);
    if (at < 0) continue;
    const first = f.slice(at + root.length + 2).split('/')[0];
    const bare = first.replace(/\.(ts|tsx|js)$/, '');
    const index = stack.findIndex((names) => [first, bare, `${bare}.ts`, `${bare}.tsx`].some((name) => names.includes(name)));
    return index < 0 ? null : { root, index, folder: first };
  }
  return null;
}

export const importLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Layers only import downward' },
    schema: [],
    messages: { upward: '{{from}} must not import {{to}}, a layer above it: move the shared piece down, or pass it in from above.' },
  },
  create(context) {
    const file = context.filename;
    const own = layerOf(file);
    if (!own) return {};
    const check = (node, typeOnly) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.') || typeOnly) return;
      const theirs = layerOf(path.resolve(path.dirname(file), spec) + (path.extname(spec) ? '' : '.ts'));
      if (theirs && theirs.root === own.root && theirs.index > own.index) {
        context.report({ node, messageId: 'upward', data: { from: own.folder, to: theirs.folder } });
      }
    };
    const allTypes = (node) =>
      node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, allTypes(node)),
      ExportNamedDeclaration: (node) => check(node, allTypes(node)),
      ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, false),
    };
  },
};

export default { rules: { 'import-layers': importLayers } };
