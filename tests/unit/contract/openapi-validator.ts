// Validates demo responses against openapi/wl-v1.yaml: finds the operation of a method + path and
// compiles the response schema of a status (or `default`) with ajv's 2020-12 build, $refs resolved
// inside the document.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
type Operation = { operationId: string; responses: Record<string, Json> };
type Doc = { paths: Record<string, Record<string, Operation>> } & Json;

export type OperationRef = { method: string; template: string; operationId: string; pointer: string };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const DOC_ID = 'https://loyalty-portal.dev/openapi/wl-v1.yaml';
const escape = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

export class OpenApiValidator {
  readonly doc: Doc;
  readonly operations: OperationRef[] = [];
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(file = new URL('../../../openapi/wl-v1.yaml', import.meta.url)) {
    this.doc = parse(readFileSync(file, 'utf8')) as Doc;
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ ...this.doc, $id: DOC_ID });
    for (const [template, item] of Object.entries(this.doc.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (op) this.operations.push({ method: method.toUpperCase(), template, operationId: op.operationId, pointer: `/paths/${escape(template)}/${method}` });
      }
    }
  }

  /** The operation of a concrete path (relative to wl/v1, leading slash); literal segments win. */
  find(method: string, path: string): OperationRef | undefined {
    const candidates = this.operations.filter((op) => {
      if (op.method !== method.toUpperCase()) return false;
      const pattern = op.template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      return new RegExp(`^${pattern}$`).test(path);
    });
    return candidates.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0))[0];
  }

  private resolve(pointer: string): unknown {
    return pointer
      .split('/')
      .slice(1)
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], this.doc);
  }

  /** Media types the operation declares for `status` (or its default), with the schema pointer of each. */
  media(op: OperationRef, status: number): { declared: string; content: Record<string, string> } | null {
    const responses = this.resolve(`${op.pointer}/responses`) as Record<string, Json>;
    const declared = String(status) in responses ? String(status) : 'default' in responses ? 'default' : null;
    if (!declared) return null;
    let pointer = `${op.pointer}/responses/${declared}`;
    const response = this.resolve(pointer) as Json;
    if (typeof response.$ref === 'string') pointer = response.$ref.slice(1);
    const content = (this.resolve(`${pointer}/content`) ?? {}) as Record<string, unknown>;
    return { declared, content: Object.fromEntries(Object.keys(content).map((type) => [type, `${pointer}/content/${escape(type)}/schema`])) };
  }

  validator(schemaPointer: string): ValidateFunction {
    let fn = this.cache.get(schemaPointer);
    if (!fn) {
      fn = this.ajv.compile({ $ref: `${DOC_ID}#${schemaPointer}` });
      this.cache.set(schemaPointer, fn);
    }
    return fn;
  }
}
