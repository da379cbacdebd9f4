import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isTokenFree } from '../../src/lib/api/auth-fetch';
import { pathsPattern } from './token-free-routes';

type Operation = { security?: Array<Record<string, unknown>> };
const doc = parse(readFileSync(path.resolve(import.meta.dirname, '../../openapi/wl-v1.yaml'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };

describe('token-free routes', () => {
  it('match exactly the paths they are made of', () => {
    const pattern = pathsPattern(['/user/login', '/user/registration', '/user/registration/card-verify', '/coupon/{id}', '/coupon/{id}/activate']);
    for (const candidate of ['/user/login', '/user/registration', '/user/registration/card-verify', '/coupon/c-3', '/coupon/c-3/activate']) {
      expect(pattern.test(candidate), candidate).toBe(true);
    }
    for (const candidate of ['/user', '/user/login/x', '/user/registrationx', '/coupon', '/coupon/', '/coupon/a/b', '/coupon/c-3/activate/x', 'user/login', '/user/log.n']) {
      expect(pattern.test(candidate), candidate).toBe(false);
    }
  });

  it("send no token to exactly the operations of openapi/wl-v1.yaml whose security names no bearer", () => {
    let tokenFree = 0;
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const expected = Boolean(op.security) && !op.security!.some((requirement) => 'bearer' in requirement);
        const url = `https://api.example.com/wl/v1${route.replace(/\{[^}]+\}/g, 'x-1')}`;
        expect(isTokenFree(method, url), `${method} ${route}`).toBe(expected);
        if (expected) tokenFree++;
      }
    }
    expect(tokenFree).toBeGreaterThan(10);
  });
});
