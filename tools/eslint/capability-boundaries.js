import path from 'node:path';

/**
 * Features (web) and modules (server) never import each other (house style, habit 1):
 * shared pieces move down to lib/, platform/, reference-data/ or the contract.
 * The rule resolves each relative import and compares the capability folders.
 */
const capabilityOf = (file) => {
  const match = /[\\/](features|modules)[\\/]([^\\/]+)[\\/]/.exec(file);
  return match ? `${match[1]}/${match[2]}` : null;
};

export const capabilityBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A capability folder must not import another capability folder' },
    schema: [],
    messages: { crossing: '{{from}} must not import {{to}}: move the shared piece down to lib/, platform/ or the contract.' },
  },
  create(context) {
    const file = context.filename;
    const own = capabilityOf(file);
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec) + path.sep;
      const theirs = capabilityOf(target);
      // Code outside the capability folders (app.ts, the router, modules/handlers.ts) composes them and may.
      if (own && theirs && theirs !== own) {
        context.report({ node, messageId: 'crossing', data: { from: own ?? path.basename(file), to: theirs } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: (node) => check({ ...node, source: node.source }) };
  },
};

export default { rules: { 'capability-boundaries': capabilityBoundaries } };
