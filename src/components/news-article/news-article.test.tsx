import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Harness } from '@/engine/blocks/test-harness';
import { NewsArticle } from '.';

const article = {
  id: 'n1',
  timestamp: Date.UTC(2026, 1, 3, 12) / 1000,
  title: 'Summer opening hours',
  img: 'https://img.example/summer.jpg',
  body: [
    'We open **earlier** in summer.',
    '',
    '[Store list](https://example.com/stores), [our page](/page/1), [mail us](mailto:help@example.com).',
    '',
    '[Click me](javascript:alert(1)) and [data](data:text/html,<script>alert(1)</script>)',
  ].join('\n'),
};

describe('NewsArticle', () => {
  it('shows the title, the date as dd. MM. yyyy, the image and the markdown body', () => {
    render(
      <Harness>
        <NewsArticle item={article} props={{}} />
      </Harness>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Summer opening hours' })).toBeInTheDocument();
    expect(screen.getByText('03. 02. 2026')).toHaveAttribute('datetime', '2026-02-03T12:00:00.000Z');
    expect(screen.getByText('earlier').tagName).toBe('STRONG');
    expect(screen.getByTestId('news-article').querySelector('img')).toHaveAttribute('src', 'https://img.example/summer.jpg');
  });

  it('opens links in a new tab without opener or referrer and drops javascript: and data: links', () => {
    render(
      <Harness>
        <NewsArticle item={article} props={{}} />
      </Harness>,
    );
    for (const [name, href] of [
      ['Store list', 'https://example.com/stores'],
      ['our page', '/page/1'],
      ['mail us', 'mailto:help@example.com'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByText('Click me').closest('a')).toBeNull();
    expect(screen.getByText('data').closest('a')).toBeNull();
    expect(document.body.innerHTML).not.toMatch(/javascript:|<script/);
  });
});
