/**
 * The tables a module's source reads or writes, found in its syntax (issue 23; `table-owners.test.ts`):
 * the first argument of Kysely's `selectFrom`, `insertInto`, `updateTable`, `deleteFrom`, `mergeInto` and
 * the joins, `sql.table('…')`, and the table after `from`/`join`/`update`/`into` in a `sql` template. A
 * name that is no table (a CTE, a subquery's alias) is not reported. Used by tests only.
 */
import ts from 'typescript';
import { TABLE_OWNERS, type TableName } from './table-owners';

export interface TableUse {
  table: TableName;
  line: number;
}

const TABLE_CALLS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'replaceInto',
  'using',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'table',
]);

/** In raw SQL: the identifier after a keyword that names a table. */
const RAW_TABLE = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/gi;

const isTable = (name: string): name is TableName => Object.hasOwn(TABLE_OWNERS, name);

/** `'works as w'` → `works`. */
const tableOf = (literal: string) =>
  literal
    .trim()
    .split(/\s+as\s+/i)[0]!
    .trim();

export function tableUses(fileName: string, source: string): TableUse[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const uses: TableUse[] = [];
  const add = (name: string, node: ts.Node) => {
    if (isTable(name)) uses.push({ table: name, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  const literals = (arg: ts.Expression | undefined): ts.StringLiteralLike[] => {
    if (!arg) return [];
    if (ts.isStringLiteralLike(arg)) return [arg];
    if (ts.isArrayLiteralExpression(arg)) return arg.elements.filter(ts.isStringLiteralLike);
    return [];
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      if (TABLE_CALLS.has(node.expression.name.text)) {
        for (const lit of literals(node.arguments[0])) add(tableOf(lit.text), lit);
      }
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'sql') {
      const t = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(t)
        ? [t.text]
        : [t.head.text, ...t.templateSpans.map((s) => s.literal.text)];
      for (const part of parts) for (const m of part.matchAll(RAW_TABLE)) add(m[1]!.toLowerCase(), t);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}
