import { describe, expect, it } from 'vitest';
import { safeMarkdownUrl, safeOperatorMarkdownUrl } from './markdown-url';

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
    '/path/with:colon',
  ])('keeps %s', (url) => {
    expect(safeMarkdownUrl(url)).toBe(url);
  });

  it.each([
    ['coupons/1', '/coupons/1'],
    ['../up', `${location.origin}/up`],
    ['?page=2', `${location.origin}/?page=2`],
    ['//example.com/path', `${location.protocol}//example.com/path`],
    ['/\\example.com/path', `${location.protocol}//example.com/path`],
  ])('reads %s as the browser does: %s', (url, href) => {
    expect(safeMarkdownUrl(url)).toBe(href);
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

  it('the channel\'s own markdown also keeps phone numbers, and nothing else more', () => {
    expect(safeOperatorMarkdownUrl('tel:+420 800 123 456')).toBe('tel:+420 800 123 456');
    expect(safeOperatorMarkdownUrl('mailto:info@example.cz')).toBe('mailto:info@example.cz');
    for (const url of ['tel:javascript:alert(1)', 'javascript:alert(1)', 'data:text/html,x', 'tel:%0Aalert', 'sms:+420800']) {
      expect(safeOperatorMarkdownUrl(url)).toBe('');
    }
  });
});
