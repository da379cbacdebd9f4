import { describe, expect, it } from 'vitest';
import { REDACTED_SEGMENT, cleanRoute, navigationEvent } from './navigation';

describe('navigation events', () => {
  it('takes the first path segment as entity and the second as entity_id', () => {
    expect(navigationEvent('/coupon/c-2', '/coupons')).toEqual({ route: '/coupon/c-2', entity: 'coupon', entity_id: 'c-2', origin: '/coupons' });
    expect(navigationEvent('/rewards', '/coupon/c-2')).toEqual({ route: '/rewards', entity: 'rewards', origin: '/coupon/c-2' });
  });

  it('has no origin on the first load and no entity on the root route', () => {
    expect(navigationEvent('/', null)).toEqual({ route: '/' });
  });

  it('never includes a query string or a fragment', () => {
    expect(cleanRoute('/email-confirmation?token=secret-123#x')).toBe('/email-confirmation');
    expect(cleanRoute('/coupons/?page=2')).toBe('/coupons');
    expect(cleanRoute('')).toBe('/');
  });

  it('replaces token-like or unusual path segments', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    expect(cleanRoute(`/verify/${jwt}`)).toBe(`/verify/${REDACTED_SEGMENT}`);
    expect(cleanRoute('/news-article/a%20b%3Cscript%3E')).toBe(`/news-article/${REDACTED_SEGMENT}`);
    expect(cleanRoute('/page/%E0%A4%A')).toBe(`/page/${REDACTED_SEGMENT}`);
    expect(cleanRoute('/profile/jane@example.com')).toBe(`/profile/${REDACTED_SEGMENT}`);
    expect(cleanRoute('/reward/r-1')).toBe('/reward/r-1');
  });
});
