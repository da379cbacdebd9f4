import { render, screen, waitFor } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ScreenRenderer, type SingleDataSource } from '@/engine/blocks';
import { Harness, tr } from '@/engine/blocks/test-harness';
import { frameDocument, SANDBOX, withBaseTarget } from './frame';
import { definition as entry } from './index';

function setup(type: string) {
  const fetchHtml = vi.fn(async () => ({ html: '<!doctype html><html><head></head><body><p>Hi</p></body></html>' }));
  const page: SingleDataSource = {
    kind: 'single',
    query: (params) => queryOptions({ queryKey: ['page', params], queryFn: async () => ({ id: params.id, title: 'Terms', type }) }),
  };
  const pageHtml: SingleDataSource = {
    kind: 'single',
    query: (params) => queryOptions({ queryKey: ['page-html', params], queryFn: fetchHtml }),
  };
  render(
    <Harness registry={{ blocks: [entry], dataSources: { page, pageHtml } }}>
      <ScreenRenderer params={{ id: '7' }} screen={{ blocks: [{ type: 'html-page', props: { params: { id: ':id' } } }] }} />
    </Harness>,
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
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank"></head>');
    expect(frame.style.width === '' || frame.style.width === '100%').toBe(true);
    // The spinner covers the frame while it loads; once loaded the frame is no longer busy.
    await waitFor(() => expect(frame.parentElement).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the not-available text for type Page and never asks for its HTML', async () => {
    const { fetchHtml } = setup('Page');
    expect(await screen.findByText(tr('page.notAvailable'))).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(fetchHtml).not.toHaveBeenCalled();
  });

  it('injects the base target in documents with and without a head', () => {
    expect(withBaseTarget('<p>x</p>')).toBe('<base target="_blank"><p>x</p>');
    expect(withBaseTarget('<!DOCTYPE html><html lang="en"><body></body></html>')).toBe(
      '<!DOCTYPE html><html lang="en"><base target="_blank"><body></body></html>',
    );
  });

  it('prepares the page for the inherited strict CSP: nonced styles, deferred style attributes', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'n0nce';
    document.head.append(meta);
    try {
      const out = frameDocument('<html><head><style>p{color:red}</style></head><body><p style="margin:0">x</p></body></html>');
      expect(out).toBe(
        '<html><head><base target="_blank"><style nonce="n0nce">p{color:red}</style></head><body><p data-portal-style="margin:0">x</p></body></html>',
      );
    } finally {
      meta.remove();
    }
  });
});
