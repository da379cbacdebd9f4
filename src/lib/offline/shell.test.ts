import { describe, expect, it } from 'vitest';
import { isOfflineShell, markOfflineShell } from './shell';

describe('markOfflineShell', () => {
  it('marks the root element once, keeping its attributes and the rest of the page', () => {
    const html = '<!doctype html>\n<html lang="en"><head></head><body><p>&lt;html&gt;</p><svg><html></html></svg></body></html>';
    const marked = markOfflineShell(html);
    expect(marked).toBe(html.replace('<html lang="en">', '<html data-offline-copy lang="en">'));
    const parsed = new DOMParser().parseFromString(marked, 'text/html');
    expect(isOfflineShell(parsed.documentElement)).toBe(true);
    expect(parsed.documentElement.getAttribute('lang')).toBe('en');
  });

  it('a page the server sent is not the offline copy', () => {
    const parsed = new DOMParser().parseFromString('<!doctype html><html lang="cs"><body></body></html>', 'text/html');
    expect(isOfflineShell(parsed.documentElement)).toBe(false);
  });
});
