import { expect, it } from 'vitest';
import { defaultSections, validateSections } from './validate';

// A full channel: every section present, with lists in GENERAL and FOOTER and a few problems.
function fullConfig() {
  const link = (n: number) => ({ title: `Link ${n}`, link: { target: `/page/${n}`, type: 'APP' } });
  const raw: Record<string, unknown> = JSON.parse(JSON.stringify(defaultSections));
  raw.GENERAL = { ...defaultSections.GENERAL, routes: { items: Array.from({ length: 10 }, (_, i) => link(i)) } };
  raw.FOOTER = {
    ...defaultSections.FOOTER,
    enabled: true,
    column1_links: { items: Array.from({ length: 8 }, (_, i) => ({ ...link(i), id: i, version_id: i })) },
    column2_links: { items: Array.from({ length: 8 }, (_, i) => link(i)) },
  };
  raw.MENU = { ...defaultSections.MENU, text: 12, oops: true };
  return raw;
}

it('validates a whole channel fast enough for the boot path', () => {
  const raw = fullConfig();
  const runs = 300;
  for (let i = 0; i < 20; i++) validateSections(raw, { report: false });
  const start = performance.now();
  for (let i = 0; i < runs; i++) validateSections(raw, { report: false });
  const mean = (performance.now() - start) / runs;
  console.info(`validateSections: ${mean.toFixed(3)} ms per full config (mean of ${runs})`);
  expect(validateSections(raw, { report: false }).problems).toHaveLength(2);
  expect(mean).toBeLessThan(10);
});
