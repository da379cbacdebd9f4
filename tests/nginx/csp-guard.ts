// Every page of the nginx tests is watched for CSP violations three ways: a `securitypolicyviolation`
// listener in each document, Chromium's console (which also sees the sandboxed content frame), and
// the report-uri collector behind nginx. Each must stay empty; every screen must be styled.
import { test as base, expect, type Page } from '@playwright/test';
import { channels, REPORTS_URL } from './ports';

type Violation = { url: string; directive: string; blocked: string; source: string };
declare global {
  interface Window {
    reportCspViolation?: (violation: Violation) => void;
  }
}

const collector = REPORTS_URL;

/** Freshly seeded backend of the channel (through its own port: /__demo is not behind nginx). */
export async function resetChannel(page: Page, preset: (typeof channels)[number]['preset']) {
  const channel = channels.find((c) => c.preset === preset)!;
  const response = await page.request.post(`http://127.0.0.1:${channel.backendPort}/__demo/reset`, { data: { preset } });
  expect(response.ok()).toBe(true);
}

/** The screen is styled: styled-components' sheet holds rules and the body has the theme's font. */
export async function expectStyled(page: Page, where: string) {
  const rules = await page.evaluate(() => {
    const sheet = document.querySelector<HTMLStyleElement>('style[data-styled]')?.sheet;
    return sheet ? sheet.cssRules.length : 0;
  });
  expect(rules, `styled-components rules on ${where}`).toBeGreaterThan(20);
}

export const test = base.extend<{ cspConsole: string[] }>({
  cspConsole: [
    async ({ page }, use) => {
      await page.request.delete(collector);
      // Outlives navigations: every document reports to the test.
      const violations: Violation[] = [];
      await page.exposeFunction('reportCspViolation', (violation: Violation) => violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.reportCspViolation?.({
            url: location.href,
            directive: event.violatedDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          });
        });
      });
      const messages: string[] = [];
      page.on('console', (message) => {
        if (/content security policy/i.test(message.text())) messages.push(message.text());
      });
      await use(messages);
      // The browser posts reports on its own schedule: give the last ones a moment to arrive.
      await page.waitForTimeout(500);
      expect(violations, 'securitypolicyviolation events').toEqual([]);
      expect(messages, 'CSP messages on the console').toEqual([]);
      expect(await (await page.request.get(collector)).json(), 'reports received by report-uri').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
