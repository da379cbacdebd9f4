import { render, screen, waitFor } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ScreenRenderer, type SingleDataSource } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { tr } from '@/test-support/i18n';
import { FRAME_SKELETON, SANDBOX } from './frame';
import { preparePage } from './page-document';
import { definition as entry } from './index';

function setup(type: string, body = '<p>Hi</p>') {
  const fetchHtml = vi.fn(async () => ({ html: `<!doctype html><html><head></head><body>${body}</body></html>` }));
  const page: SingleDataSource = {
    kind: 'single',
    query: (params) => queryOptions({ queryKey: ['page', params], queryFn: async () => ({ id: params.id, title: 'Terms', type }) }),
  };
  const pageHtml: SingleDataSource = {
    kind: 'single',
    query: (params) => queryOptions({ queryKey: ['page-html', params], queryFn: fetchHtml }),
  };
  render(
    <Providers registry={{ blocks: [entry], dataSources: { page, 'page-html': pageHtml } }}>
      <ScreenRenderer params={{ id: '7' }} screen={{ blocks: [{ type: 'html-page', props: { params: { id: ':id' } } }] }} />
    </Providers>,
  );
  return { fetchHtml };
}

describe('html-page block', () => {
  it('shows an HTML page in a sandboxed frame without scripts, busy until the frame has loaded', async () => {
    setup('HTML');
    const frame = await waitFor(() => {
      const el = document.querySelector('iframe');
      if (!el) throw new Error('no frame yet');
      return el;
    });
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).toEqual(SANDBOX.split(' '));
    expect(frame).toHaveAttribute('title', 'Terms');
    expect(frame.getAttribute('srcdoc')).toBe(FRAME_SKELETON);
    expect(frame.style.width === '' || frame.style.width === '100%').toBe(true);
    // The spinner covers the frame while it loads; once loaded the frame is no longer busy.
    await waitFor(() => expect(frame.parentElement).toHaveAttribute('aria-busy', 'false'));
    expect(frame.contentDocument?.body.innerHTML).toBe('<p>Hi</p>');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the page title as a visible h1 when the HTML does not repeat it', async () => {
    setup('HTML');
    const visible = await screen.findByRole('heading', { level: 1, name: 'Terms' });
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(visible.tagName).toBe('H1');
    expect(visible).toBeVisible();
  });

  it('keeps the screen heading for screen readers only when the page HTML starts with its own title', async () => {
    setup('HTML', '<h1> terms </h1><p>Hi</p>');
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    const headings = screen.getAllByRole('heading', { level: 1, name: 'Terms' });
    expect(headings).toHaveLength(1);
    // Shown once on screen: the page's own heading inside the frame; ours is visually hidden.
    expect(getComputedStyle(headings[0]!).position).toBe('absolute');
  });

  it('shows the not-available text for type Page and never asks for its HTML', async () => {
    const { fetchHtml } = setup('Page');
    expect(await screen.findByText(tr('page.notAvailable'))).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(fetchHtml).not.toHaveBeenCalled();
  });

  it('removes meta, base, link and script elements, and every link opens in a new tab without opener or referrer', () => {
    const { document: doc } = preparePage(
      '<html><head><meta name="referrer" content="unsafe-url"><base href="https://evil.example/" target="_self">' +
        '<link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=https://evil.example"></head>' +
        '<body><noscript><meta name="referrer" content="unsafe-url"></noscript><svg><a href="https://x.example/">s</a></svg>' +
        '<a href="https://x.example/" target="_self">a</a><a href="/p" target="_top" rel="opener">b</a><area href="/m" target="_parent">' +
        '<iframe srcdoc="<a href=//evil.example target=_top>x</a>"></iframe><script>1</script></body></html>',
    );
    expect(doc.querySelectorAll('meta, base, link, script')).toHaveLength(0);
    expect(doc.querySelector('[srcdoc]')).toBeNull();
    const links = Array.from(doc.querySelectorAll('a, area'));
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('takes <style> text and style attributes out of the markup, never writing a nonce', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'n0nce';
    document.head.append(meta);
    try {
      const page = preparePage('<html><head><style>p{color:red}</style></head><body><p style="margin:0">x</p><svg><style>a{}</style></svg></body></html>');
      expect(page.styles).toEqual(['p{color:red}', 'a{}']);
      const markup = page.document.documentElement.outerHTML;
      expect(markup).toBe('<html><head></head><body><p data-portal-style="margin:0">x</p><svg></svg></body></html>');
      expect(markup).not.toContain('n0nce');
    } finally {
      meta.remove();
    }
  });
});
