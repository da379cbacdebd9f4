// The accessibility scan every screen test relies on finds what it is meant to find: a violation
// in the scanned region, in a same-origin frame (the studio's preview), and none outside the scope.
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

const imageWithoutAlt = (target: string) => `
  const img = document.createElement('img');
  img.src = '/favicon.svg';
  img.setAttribute('data-planted', '');
  document.querySelector(${JSON.stringify(target)}).append(img);`;

test('the axe scan reports a planted violation in its scope and in a same-origin frame, never in a sandboxed one', async ({ page }) => {
  await page.goto('/forgot');
  // The form's button is enabled once React has hydrated: nothing planted before that would stay.
  await expect(page.getByRole('main').getByRole('button')).toBeEnabled();
  expect(await axeViolations(page), 'the clean screen').toEqual([]);

  await page.evaluate(imageWithoutAlt('footer, body'));
  const whole = await axeViolations(page);
  expect(whole.join('\n'), 'an image without a text alternative, outside main').toContain('image-alt');
  expect(await axeViolations(page, 'main'), 'the same scan scoped to main').toEqual([]);
  expect(await axeViolations(page, { exclude: ['[data-planted]'] }), 'the image excluded').toEqual([]);

  await page.evaluate(() => document.querySelector('[data-planted]')?.remove());
  await page.evaluate(() => {
    const sandboxed = document.createElement('iframe');
    sandboxed.title = 'Operator HTML';
    sandboxed.setAttribute('sandbox', '');
    sandboxed.srcdoc = '<img src="/favicon.svg">';
    document.querySelector('main')!.append(sandboxed);
  });
  expect(await axeViolations(page), 'a sandboxed frame is left out, and the scan still ends').toEqual([]);

  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Preview';
    frame.src = '/forgot';
    document.querySelector('main')!.append(frame);
  });
  const framed = page.frameLocator('iframe[title="Preview"]');
  await expect(framed.getByRole('main').getByRole('button')).toBeEnabled();
  const child = page.frames().find((frame) => frame.url().endsWith('/forgot') && frame !== page.mainFrame());
  await child!.evaluate(imageWithoutAlt('main'));
  expect((await axeViolations(page)).join('\n'), 'a violation inside the same-origin frame').toContain('image-alt');
});
