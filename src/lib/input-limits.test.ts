import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { lyingCopy, zipBomb } from '@/test-support/zip-bomb';
import { checkInputLimits, describeProblem, INPUT_LIMITS, parseJsonInput } from './input-limits';
import { scanJson } from './json-scan';
import { unzipWithinLimits, ZipRefused } from './safe-zip';

const refused = (fn: () => unknown): ZipRefused => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ZipRefused) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('JSON text within the limits', () => {
  it('accepts what JSON.parse accepts and finds the line of the first syntax error', () => {
    for (const text of ['{}', '[]', '"a\\u00e9\\n"', '-1.5e+3', '{"a":[1,true,null,{"b":"c"}]}', ' \n{ "a" : [ ] }\n']) expect(scanJson(text, 64)).toBeUndefined();
    expect(scanJson('{\n"a": 1,\n}', 64)).toEqual({ kind: 'syntax', line: 3 });
    expect(scanJson('root:x:0:0:root:/root:/bin/bash', 64)).toEqual({ kind: 'syntax', line: 1 });
    expect(scanJson('{"a": 1} x', 64)).toEqual({ kind: 'syntax', line: 1 });
    expect(scanJson('{"a": "x', 64)).toEqual({ kind: 'syntax', line: 1 });
  });

  it('reports arrays nested 200,000 deep as a depth problem, never a crash', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const parsed = parseJsonInput(deep);
    expect(parsed).toEqual({ ok: false, problems: [{ code: 'depth', pointer: '', amount: 1 }] });
  });

  it('names the line of a non-JSON text without echoing it', () => {
    const parsed = parseJsonInput('secret-token: 12345\nmore');
    expect(parsed).toEqual({ ok: false, problems: [{ code: 'syntax', pointer: '', amount: 1 }] });
    if (!parsed.ok) expect(describeProblem(parsed.problems[0]!, 'translations/en.json')).toBe('translations/en.json is not valid JSON at line 1');
  });

  it('refuses __proto__, constructor and prototype keys at their pointers, and over-long texts', () => {
    const value = JSON.parse('{"a":{"__proto__":{"polluted":1}},"b":[{"constructor":{"prototype":{"x":1}}}],"c":"' + 'x'.repeat(INPUT_LIMITS.stringLength + 1) + '"}');
    expect(checkInputLimits(value, 'sections/VISUAL.json').map((f) => [f.pointer, f.message])).toEqual([
      ['/a/__proto__', "key '__proto__' is not allowed"],
      ['/b/0/constructor', "key 'constructor' is not allowed"],
      ['/c', `sections/VISUAL.json has a text of ${INPUT_LIMITS.stringLength + 1} characters, over the limit of ${INPUT_LIMITS.stringLength}`],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('walks a value nested 200,000 deep (as a server parses it) without recursion', () => {
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(checkInputLimits(deep, 'the published config')).toEqual([
      { severity: 'error', check: 'input', pointer: `/0`.repeat(INPUT_LIMITS.depth), message: `the published config nests objects and lists deeper than the limit of ${INPUT_LIMITS.depth} levels` },
    ]);
  });
});

describe('zip archives within the limits', () => {
  const bomb = zipBomb(200);

  it('reads the entries of an ordinary archive', () => {
    const files = unzipWithinLimits(zipSync({ 'p/preset.json': strToU8('{"name":"p"}'), 'p/sections/': new Uint8Array(0) }));
    expect(Object.keys(files)).toEqual(['p/preset.json']);
  });

  it('refuses a 200 MB bomb by its declared size, before inflating', () => {
    const error = refused(() => unzipWithinLimits(bomb));
    expect(error.problem).toEqual({ code: 'fileBytes', pointer: '', amount: 200 * 1_048_576 });
    expect(error.file).toBe('bomb/sections/VISUAL.json');
  });

  it('stops inflating a bomb that declares 100 bytes at the limit', () => {
    const error = refused(() => unzipWithinLimits(lyingCopy(bomb)));
    expect(error.problem?.code).toBe('fileBytes');
    expect(error.problem?.amount).toBeGreaterThan(INPUT_LIMITS.fileBytes);
    expect(error.problem?.amount).toBeLessThan(INPUT_LIMITS.fileBytes + 2 * 1_048_576);
  });

  it('refuses bytes that are not a zip', () => {
    expect(refused(() => unzipWithinLimits(strToU8('not a zip at all, just text'))).reason).toBe('notZip');
  });
});
