import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenRenderer } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { blockEntries } from '@/generated/block-registry';

describe('group block', () => {
  it('renders its children in order; the header variant is a header element', async () => {
    render(
      <Providers registry={{ blocks: blockEntries }}>
        <ScreenRenderer
          screen={{
            blocks: [
              {
                type: 'group',
                id: 'top',
                props: { variant: 'header' },
                children: [
                  { type: 'heading', id: 'h', props: { text: 'screens.news.title', level: 2 } },
                  { type: 'text', id: 't', props: { text: 'screens.news.empty' } },
                ],
              },
            ],
          }}
        />
      </Providers>,
    );
    const heading = await screen.findByRole('heading', { level: 2 });
    const text = await screen.findByText(/./, { selector: 'p' });
    expect(heading.parentElement?.tagName).toBe('HEADER');
    expect(text.parentElement).toBe(heading.parentElement);
    expect(heading.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
