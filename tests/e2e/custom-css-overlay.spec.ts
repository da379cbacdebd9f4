// Custom CSS cannot cover the portal's own header and sign-in form, at 390 and 1280 px: for every
// rule of the overlay corpus (and of the legitimate one), applied to /pass-login, a click at the
// centre of the e-mail field, the password field, the Log in button and the header reaches that
// control (document.elementFromPoint finds it or a descendant).
//
// One page per width: the whole overlay corpus goes through the demo backend's GENERAL.custom_css
// once (the portal checks and injects it), and the injected text is shown to equal the guard's
// output; then each rule's checked text is written into that same <style id="portal-custom-css">,
// one after another, and the controls are hit-tested.
import type { ElementHandle, Page } from '@playwright/test';
import legitimate from '../fixtures/css-legitimate-corpus.json' with { type: 'json' };
import overlays from '../fixtures/css-overlay-corpus.json' with { type: 'json' };
import { checkCustomCss } from '../../src/lib/sanitize/custom-css';
import { expect, test } from './fixtures';
import { injectCustomCss } from './support/custom-css';

type Sheet = { name: string; css: string };
type Miss = { sheet: string; control: string; found: string };

/** Writes each sheet into the portal's custom CSS element and hit-tests each control at its centre. */
async function misses(page: Page, sheets: Sheet[], controls: Record<string, ElementHandle<Element>>): Promise<Miss[]> {
  return page.evaluate(
    ({ sheets, names, elements }) => {
      const style = document.getElementById('portal-custom-css')!;
      const original = style.textContent;
      const found: Miss[] = [];
      const describe = (el: Element | null) =>
        el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}` : 'nothing';
      for (const sheet of sheets) {
        style.textContent = sheet.css;
        elements.forEach((element, index) => {
          element.scrollIntoView({ block: 'center', inline: 'center' });
          const box = element.getBoundingClientRect();
          const hit = box.width > 0 && box.height > 0 ? document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) : null;
          if (!hit || !(hit === element || element.contains(hit))) {
            found.push({ sheet: sheet.name, control: names[index]!, found: `${describe(hit)} (box ${Math.round(box.width)}x${Math.round(box.height)})` });
          }
        });
        window.scrollTo(0, 0);
      }
      style.textContent = original;
      return found;
    },
    { sheets, names: Object.keys(controls), elements: Object.values(controls) },
  );
}

const checked = (sheet: Sheet): Sheet => ({ name: sheet.name, css: checkCustomCss(sheet.css).css });

for (const width of [390, 1280]) {
  test(`custom CSS covers none of the sign-in form's controls nor the header at ${width} px`, async ({ page, demo }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    const everything = overlays.cases.map((c) => c.css).join('\n');
    await injectCustomCss(page, demo, everything);
    await page.goto('/pass-login');
    const style = page.locator('style#portal-custom-css');
    // The checker loads on demand, after the first render.
    await expect(style).toHaveCount(1, { timeout: 15_000 });
    // The portal injects exactly what the guard returns for the whole corpus.
    expect(await style.textContent()).toBe(checkCustomCss(everything).css);

    const controls = {
      'e-mail field': await page.getByLabel(/e-?mail/i).elementHandle(),
      'password field': await page.getByLabel(/password/i).first().elementHandle(),
      'Log in button': await page.getByRole('button', { name: /log in/i }).elementHandle(),
      header: await page.locator('header').first().elementHandle(),
    } as Record<string, ElementHandle<Element>>;

    // The hit test sees an overlay: the issue's outage box, unchecked, covers the button.
    const raw = await misses(page, [{ name: 'unchecked outage box', css: overlays.cases[0]!.css }], controls);
    expect(raw.map((m) => m.control)).toContain('Log in button');

    const sheets = [
      { name: 'the whole overlay corpus at once', css: checkCustomCss(everything).css },
      ...overlays.cases.map(checked),
      ...legitimate.cases.map(checked),
    ];
    expect(sheets.length).toBeGreaterThanOrEqual(1 + 30 + 20);
    expect(await misses(page, sheets, controls)).toEqual([]);

    // The skip link, hidden above the page by its own height (text made 48px tall wraps it into a
    // tall box), still comes into view when focused.
    await page.locator('body').press('Tab');
    const skip = page.getByRole('link', { name: /skip to content/i });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });
}
