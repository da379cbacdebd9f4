// Vite plugin: the browser's bundles leave out the words of the extension declarations. Each block,
// data source, item renderer and action is declared once (`define<Kind>({ name, description, ... })`,
// src/engine/extensions/define-extension.ts); its `description`, and a block's `props` (the JSON
// Schema of its props), are read by `npm run codegen` alone (the screens schema, the manifest, the
// props types), never at run time. The registries import the declarations on the boot path, so their
// words were ~4.5 kB of its gzip. The properties are blanked (spaces, newlines kept), so every line
// and column stays where it was and the module's source map needs no change.
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The declaring call -> the properties of its object the browser does without. */
export const DECLARATION_TEXT: Readonly<Record<string, readonly string[]>> = {
  defineBlock: ['description', 'props'],
  defineDataSource: ['description'],
  defineItemRenderer: ['description'],
  defineAction: ['description'],
};

const MENTIONS = new RegExp(`\\b(${Object.keys(DECLARATION_TEXT).join('|')})\\(`);

const propertyName = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;

/**
 * `code` with the declaration text of every `define<Kind>({ ... })` call blanked (the property and
 * the comma after it), or null when it has none. The result has the same length and line breaks.
 */
export function withoutDeclarationText(code: string, file: string): string | null {
  if (!MENTIONS.test(code)) return null;
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const ranges: Array<[number, number]> = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, code);
  /** Where the property ends, with the comma after it. */
  const withComma = (end: number) => {
    scanner.resetTokenState(end);
    return scanner.scan() === ts.SyntaxKind.CommaToken ? scanner.getTokenEnd() : end;
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && Object.hasOwn(DECLARATION_TEXT, node.expression.text)) {
      const dropped = DECLARATION_TEXT[node.expression.text]!;
      const [object] = node.arguments;
      if (object && ts.isObjectLiteralExpression(object)) {
        for (const property of object.properties) {
          const name = propertyName(property);
          if (name === undefined || !dropped.includes(name)) continue;
          ranges.push([property.getStart(source), withComma(property.end)]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (ranges.length === 0) return null;
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += code.slice(at, start) + code.slice(start, end).replace(/[^\r\n]/g, ' ');
    at = end;
  }
  return out + code.slice(at);
}

export function declarationText(): Plugin {
  return {
    name: 'declaration-text',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\/src\/.*\.tsx?$/.test(id)) return null;
      const stripped = withoutDeclarationText(code, id);
      // Lines and columns are unchanged: the source map of the input still holds.
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
