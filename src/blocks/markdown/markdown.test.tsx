import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenRenderer } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { definition as entry } from './index';

function setup(content: string) {
  return render(
    <Providers registry={{ blocks: [entry] }}>
      <ScreenRenderer screen={{ blocks: [{ type: 'markdown', props: { content } }] }} />
    </Providers>,
  );
}

describe('markdown block', () => {
  it('strips javascript: and data: links and keeps allowed schemes', async () => {
    setup(
      '[bad](javascript:alert(1)) [worse](JaVaScRiPt:alert(1)) [data](data:text/html,<script>alert(1)</script>) ' +
        '[ok](https://example.com/x) [mail](mailto:a@b.cz) [rel](/coupons) ![img](javascript:alert(1))',
    );
    const bad = await screen.findByText('bad');
    // react-markdown renders the link with an empty href; our renderer then shows plain text
    expect(bad.closest('a')).toBeNull();
    expect(screen.getByText('worse').closest('a')).toBeNull();
    expect(screen.getByText('data').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'ok' })).toHaveAttribute('href', 'https://example.com/x');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.cz');
    expect(screen.getByRole('link', { name: 'rel' })).toHaveAttribute('href', '/coupons');
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.body.innerHTML).not.toMatch(/javascript:/i);
  });

  it('opens links in a new tab without opener or referrer', async () => {
    setup('[ok](https://example.com)');
    const link = await screen.findByRole('link', { name: 'ok' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("keeps the channel's own tel: and mailto: links, and still empties script schemes dressed as one", async () => {
    setup('[call](tel:+420800123456) [mail](mailto:info@example.cz) [fake](tel:javascript:alert(1)) [odd](tel:%0A1)');
    expect(await screen.findByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+420800123456');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:info@example.cz');
    expect(screen.getByText('fake').closest('a')).toBeNull();
    expect(screen.getByText('odd').closest('a')).toBeNull();
  });

  it('does not render raw HTML', async () => {
    setup('hello <img src=x onerror="alert(1)"> <script>alert(1)</script>');
    await screen.findByText(/hello/);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });
});
