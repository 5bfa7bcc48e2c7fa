// Source checks over the TypeScript AST rather than regexes, so comments, strings inside other
// strings and `t(...)` arguments are told apart reliably.
import ts from 'typescript';

// Props whose string values reach the user (on screen or through a screen reader). Anything not
// listed (className, href, to, id, type, role, key, name, data-*, variant, size, tone...) is code.
export const USER_VISIBLE_PROPS = new Set([
  'title',
  'alt',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'description',
  'message',
  'heading',
  'emptyText',
]);

const LETTER = /\p{L}/u;
// `&nbsp;` or `&#8212;` are spelled with letters but render as symbols.
const HTML_ENTITY = /&(?:[a-z]+\d*|#\d+|#x[\da-f]+);/gi;
const IGNORE_COMMENT = /(?:\/\/|\/\*)\s*i18n-ignore\b/;

function parse(sourceText, fileName) {
  const kind = /\.[cm]?tsx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, kind);
}

function position(sf, node) {
  const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  return { line: line + 1, col: character + 1 };
}

/** Depth-first; `visit` returning false skips the node's children. */
function walk(node, visit) {
  if (visit(node) === false) return;
  ts.forEachChild(node, (child) => walk(child, visit));
}

const isStringLike = (node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** Literal keys of `t('a.b')`, `i18n.t("a.b", ...)` and `i18nKey="a.b"`, with their line. */
export function findUsedKeys(sourceText, fileName = 'source.tsx') {
  const sf = parse(sourceText, fileName);
  const keys = [];
  // The app has one namespace, so `common:a.b` and `a.b` are the same key.
  const add = (node) =>
    keys.push({ key: node.text.replace(/^common:/, ''), line: position(sf, node).line });
  walk(sf, (node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (name === 't' && isStringLike(node.arguments[0])) add(node.arguments[0]);
    } else if (ts.isJsxAttribute(node) && node.name.getText(sf) === 'i18nKey' && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      if (value && isStringLike(value)) add(value);
    }
  });
  return keys;
}

const isTransWithKey = (opening, sf) =>
  opening.tagName.getText(sf) === 'Trans' &&
  opening.attributes.properties.some(
    (a) => ts.isJsxAttribute(a) && a.name.getText(sf) === 'i18nKey',
  );

/**
 * String literals an expression can render: `'x'`, `` `x ${y}` ``, both branches of `a ? 'x' :
 * 'y'`, `'x' + y`, `y ?? 'x'`. Calls such as `t('x')` are not entered, so their keys never count.
 */
function renderedLiterals(node) {
  if (!node) return [];
  if (isStringLike(node)) return [{ node, text: node.text }];
  if (ts.isTemplateExpression(node)) {
    const text = [node.head, ...node.templateSpans.map((s) => s.literal)].map((p) => p.text);
    return [{ node, text: text.join('${…}') }];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    return renderedLiterals(node.expression);
  }
  if (ts.isConditionalExpression(node)) {
    return [...renderedLiterals(node.whenTrue), ...renderedLiterals(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    const K = ts.SyntaxKind;
    if (op === K.AmpersandAmpersandToken) return renderedLiterals(node.right);
    if ([K.PlusToken, K.BarBarToken, K.QuestionQuestionToken].includes(op)) {
      return [...renderedLiterals(node.left), ...renderedLiterals(node.right)];
    }
  }
  return [];
}

/**
 * User-facing text written straight into a TSX file: JSX text, `{'literal'}` children and
 * literals given to USER_VISIBLE_PROPS. Returns { line, col, text, where } per finding, where
 * `where` is 'text' or the prop name. A `// i18n-ignore` (or `{/* i18n-ignore *\/}`) on the line
 * above opts out, for proper nouns such as the brand name.
 */
export function findLiteralStrings(sourceText, fileName = 'source.tsx') {
  const sf = parse(sourceText, fileName);
  const lines = sourceText.split(/\r?\n/);
  const found = [];
  const report = (node, text, where) => {
    const clean = text.replace(HTML_ENTITY, ' ').replace(/\s+/g, ' ').trim();
    if (!LETTER.test(clean)) return;
    const { line, col } = position(sf, node);
    if (IGNORE_COMMENT.test(lines[line - 2] ?? '')) return;
    found.push({ line, col, text: clean, where });
  };
  const visit = (node) => {
    // `<Trans i18nKey="k">Hi <b>you</b></Trans>`: the children are only the fallback for `k`.
    if (ts.isJsxElement(node) && isTransWithKey(node.openingElement, sf)) {
      walk(node.openingElement, visit);
      return false;
    }
    if (ts.isJsxText(node)) {
      report(node, node.text, 'text');
    } else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      for (const lit of renderedLiterals(node.expression)) report(lit.node, lit.text, 'text');
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(sf);
      if (!USER_VISIBLE_PROPS.has(name)) return;
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      for (const lit of renderedLiterals(value)) report(lit.node, lit.text, name);
    }
  };
  walk(sf, visit);
  return found;
}
