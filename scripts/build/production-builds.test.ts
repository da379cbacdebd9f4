import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionBuilds } from './production-builds';

type ResolveId = (source: string) => string | null;
const resolveId = productionBuilds().resolveId as unknown as ResolveId;

describe('production builds of libraries that export only their development build', () => {
  it('resolves react-router to its production build, and nothing else', () => {
    const entry = resolveId('react-router');
    expect(entry).toMatch(/[/\\]react-router[/\\]dist[/\\]production[/\\]index\.mjs$/);
    expect(existsSync(entry!)).toBe(true);
    expect(resolveId('react')).toBeNull();
    expect(resolveId('react-router/dom')).toBeNull();
  });

  it("gives the app the same exports as the package's own entry", async () => {
    const development = await import('react-router');
    const production = (await import(pathToFileURL(resolveId('react-router')!).href)) as Record<string, unknown>;
    expect(Object.keys(production).sort()).toEqual(Object.keys(development).sort());
  });
});
