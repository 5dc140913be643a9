import path from 'node:path';

/**
 * The web's layers (docs/architecture.md, decision 0064): app/ composes features; a feature
 * imports lib/, components/ and contracts, never app/ and never another feature; lib/ and
 * components/ import neither app/ nor a feature. What two features share moves down to lib/
 * (calls, hooks, state) or components/ (UI).
 * Test files are not checked: a test may render a feature inside the app's layout.
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../web/src');
const isTest = (file) => /\.test\.[jt]sx?$/.test(file);

/** 'features/till/useTill.tsx' → { layer: 'features', area: 'till' }; outside web/src → null. */
function placeOf(file) {
  const rel = path.relative(WEB_SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [layer, area] = rel.split(path.sep);
  return { layer, area: layer === 'features' ? area : undefined };
}

export const webBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Web features import no other feature and not app/; lib/ and components/ import neither' },
    schema: [],
    messages: {
      feature: "Feature '{{from}}' may not import feature '{{to}}': move what both use to web/src/lib or web/src/components.",
      app: 'A feature may not import app/: move what it needs to web/src/lib or web/src/components.',
      layer: '{{from}}/ is below the features and app/: it may not import {{to}}/.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (!from || isTest(file)) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(file), source.value));
      if (!to) return;
      if (from.layer === 'features') {
        if (to.layer === 'app') context.report({ node: source, messageId: 'app' });
        else if (to.layer === 'features' && to.area !== from.area) {
          context.report({ node: source, messageId: 'feature', data: { from: from.area, to: to.area } });
        }
      } else if ((from.layer === 'lib' || from.layer === 'components') && (to.layer === 'features' || to.layer === 'app')) {
        context.report({ node: source, messageId: 'layer', data: { from: from.layer, to: to.layer } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
    };
  },
};
