import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/routes.schema.json';
import { defaultRouteTable } from './index';


function validator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  return ajv.compile(schema);
}

describe('routes.schema.json', () => {
  it('accepts the default route table', () => {
    const validate = validator();
    expect(validate(defaultRouteTable), JSON.stringify(validate.errors)).toBe(true);
  });

  it('rejects bad access, unknown layouts, bad paths, unknown conditions and mixed screen/choices', () => {
    const validate = validator();
    const base = { path: '/x', access: 'member', screen: 'x', layout: 'page-single' };
    const bad = [
      { ...base, access: 'admin' },
      { ...base, layout: 'fancy' },
      { ...base, path: 'no-slash' },
      { ...base, path: '/Upper' },
      { ...base, when: { weekend: true } },
      { ...base, choices: [{ screen: 'y', layout: 'auth' }] },
      { path: '/x', access: 'any' },
      { path: '/x', access: 'any', choices: [{ when: { signedIn: 'yes' }, screen: 'y', layout: 'auth' }] },
    ];
    for (const route of bad) expect(validate({ routes: [route] }), JSON.stringify(route)).toBe(false);
    expect(validate({ routes: [base, { ...base, path: '/x/:id', when: { web: true, card: null } }] })).toBe(true);
  });

  it('gives every route a unique path', () => {
    const paths = defaultRouteTable.routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
