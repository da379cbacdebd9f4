// Helpers for the specs that run with the service worker (offline card, till screen).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, expect, type AccountName } from '../fixtures';

type Bundle = Record<string, Record<string, unknown>>;
const bundle = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../src/lib/i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Bundle;

/** A text of a shipped bundle by dotted key. */
export const text = (language: string, key: string) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle(language));
  return String(value);
};

/** The session token the page holds now. */
export const pageToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token ?? '');

/** A member's card number (plain and grouped) and name, read through the API. */
export async function memberCard(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const card = (await (await page.request.get('/wl/v1/card', { headers })).json()) as { data: { card: { card_number: string } } };
  const user = (await (await page.request.get('/wl/v1/user', { headers })).json()) as { data: { first_name: string; surname: string } };
  const digits = card.data.card.card_number;
  return { digits, grouped: digits.replace(/(\d{4})(?=\d)/g, '$1 '), holder: `${user.data.first_name} ${user.data.surname}` };
}

/**
 * Signs in through the API and hands the session to the first page load only (a later load after
 * logout must stay signed out), so the first visit boots once.
 */
export async function signInBeforeFirstLoad(page: Page, account: AccountName = 'verified') {
  const response = await page.request.post('/wl/v1/user/login', { data: { email: accounts[account].email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string; refresh_token: string } };
  await page.addInitScript((session) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('auth', JSON.stringify(session));
  }, { token: data.token, refresh_token: data.refresh_token, logged: true });
  return data.token;
}

/** The password form in any language: by input type, submitted with Enter. */
export async function signInThroughForm(page: Page, account: AccountName) {
  await page.goto('/pass-login');
  await page.locator('input[type=email]').fill(accounts[account].email);
  await page.locator('input[type=password]').first().fill(DEMO_PASSWORD);
  await page.locator('input[type=password]').first().press('Enter');
  await expect(page).not.toHaveURL(/pass-login/);
}

/**
 * The worker registers a few seconds after the page is idle (render.tsx, PWA_START_DELAY_MS) and its
 * first install precaches the whole build: control comes once both are done.
 */
export async function serviceWorkerInControl(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 25_000 });
}

/** The keys (URL ends) held in the member cache now. */
export const memberCacheKeys = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('portal-member-card'))) return [] as string[];
    return (await (await caches.open('portal-member-card')).keys()).map((request) => new URL(request.url).pathname);
  });
