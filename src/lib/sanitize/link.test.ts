import { describe, expect, it } from 'vitest';
import { inAppPath } from './link';
import { contentLink } from './markdown-url';

const origin = 'https://portal.example';

/** Targets that would leave the portal, however they are written. */
export const offsiteTargets = [
  '//evil.example/x',
  'http://evil.example/x',
  'https://evil.example/x',
  'HTTPS://evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/%2Fevil.example/x',
  '/%2fevil.example/x',
  '/%5Cevil.example/x',
  '/%252F/evil.example',
  '%2F%2Fevil.example',
  '/%09/evil.example',
  '///evil.example',
  'javascript:alert(1)',
  'mailto:a@evil.example',
  'evil.example:80/x',
  'https://portal.example.evil.example/x',
  '/x"><img src=x>',
  '',
  '   ',
];

describe('inAppPath', () => {
  it.each([
    ['/coupons', '/coupons'],
    ['coupons', '/coupons'],
    ['Help/FAQ', '/Help/FAQ'],
    ['/', '/'],
    [' /news?page=2#top ', '/news?page=2#top'],
    ['/path/with:colon', '/path/with:colon'],
    ['/a/../b', '/b'],
    ['/a%20b', '/a%20b'],
  ])('%s stays on the portal as %s', (target, path) => {
    expect(inAppPath(target, origin)).toBe(path);
  });

  it.each(offsiteTargets)('%j is not an in-app link', (target) => {
    expect(inAppPath(target, origin)).toBeNull();
  });
});

describe('contentLink', () => {
  it('keeps an in-app path', () => {
    expect(contentLink('/coupons', origin)).toEqual({ href: '/coupons', inApp: true, explicit: false });
  });

  it.each([
    ['//evil.example/x', 'https://evil.example/x'],
    ['/\\evil.example/x', 'https://evil.example/x'],
    ['\\\\evil.example', 'https://evil.example/'],
    ['/\t/evil.example', 'https://evil.example/'],
  ])('%j is external, made absolute: %s', (url, href) => {
    expect(contentLink(url, origin)).toEqual({ href, inApp: false, explicit: false });
  });

  it('an explicit https URL is external and says so', () => {
    expect(contentLink('https://shop.example/a', origin)).toEqual({ href: 'https://shop.example/a', inApp: false, explicit: true });
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'tel:+420123', ''])('%j is refused', (url) => {
    expect(contentLink(url, origin)).toBeNull();
  });
});
