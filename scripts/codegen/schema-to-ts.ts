// A small JSON Schema -> TypeScript type printer for block props (objects, arrays, enums, consts,
// primitives and local `#/definitions/...` references). Anything else prints as `unknown`.
type Schema = Record<string, unknown>;

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const literal = (value: unknown) => JSON.stringify(value).replace(/"/g, "'");

export function schemaToTs(schema: unknown, definitions: Record<string, Schema>, indent = ''): string {
  if (!schema || typeof schema !== 'object') return 'unknown';
  const s = schema as Schema;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.replace(/^#\/definitions\//, '');
    const target = definitions[name];
    return target ? schemaToTs(target, definitions, indent) : 'unknown';
  }
  if ('const' in s) return literal(s.const);
  if (Array.isArray(s.enum)) return s.enum.map(literal).join(' | ');
  switch (s.type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return `Array<${schemaToTs(s.items, definitions, indent)}>`;
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      const entries = Object.entries(properties);
      if (entries.length === 0) return 'Record<string, unknown>';
      const inner = `${indent}  `;
      const lines = entries.map(([key, value]) => {
        const doc = typeof value.description === 'string' ? `${inner}/** ${value.description.replace(/\*\//g, '* /')} */\n` : '';
        const name = identifier.test(key) ? key : literal(key);
        return `${doc}${inner}${name}${required.has(key) ? '' : '?'}: ${schemaToTs(value, definitions, inner)};`;
      });
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    default:
      return 'unknown';
  }
}
