import { describe, expect, it } from 'vitest';
import { safeMarkdownUrl } from './markdown-url';

describe('safeMarkdownUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'irc://irc.example.com/channel',
    'ircs://irc.example.com/channel',
    'mailto:member@example.com',
    'xmpp:member@example.com',
    '/coupons',
    'coupons/1',
    '../up',
    '?page=2',
    '#top',
    '//example.com/path',
    '/path/with:colon',
    '?q=a:b',
    '#a:b',
  ])('keeps %s', (url) => {
    expect(safeMarkdownUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'ftp://example.com',
    'tel:+420123456789',
    'blob:https://example.com/uuid',
    'javascript&colon;alert(1):x',
  ])('empties %s', (url) => {
    expect(safeMarkdownUrl(url)).toBe('');
  });
});
