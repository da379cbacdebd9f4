import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenRenderer, type Block } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { definition as entry } from './index';

const HASH = 'ab'.repeat(32);

function setup(blocks: Block[]) {
  return render(
    <Providers registry={{ blocks: [entry] }}>
      <ScreenRenderer screen={{ blocks }} />
    </Providers>,
  );
}

describe('image block', () => {
  it('shows an asset by its hash URL with alt text, its size, a narrow source and lazy loading', async () => {
    setup([{ type: 'image', props: { src: `asset:${HASH}`, narrowSrc: `asset:${'cd'.repeat(32)}`, alt: 'Fresh fruit', width: 1280, height: 720 } }]);
    const image = await screen.findByRole('img', { name: 'Fresh fruit' });
    expect(image).toHaveAttribute('src', `/wl/v1/platform/assets/${HASH}`);
    expect(image).toHaveAttribute('srcset', `/wl/v1/platform/assets/${'cd'.repeat(32)} 390w, /wl/v1/platform/assets/${HASH} 1280w`);
    expect(image).toHaveAttribute('sizes', '(max-width: 480px) 100vw, min(100vw, 1280px)');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads an image above the fold at once, and a decorative one has empty alt text', async () => {
    const { container } = setup([{ type: 'image', props: { src: 'https://images.example.com/a.jpg', alt: 'ignored', decorative: true, eager: true } }]);
    await screen.findByRole('presentation');
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('shows a visible placeholder for a data: image, a missing source, or an image that fails to load', async () => {
    setup([
      { type: 'image', props: { src: 'data:image/png;base64,AAAA', alt: 'Logo' } },
      { type: 'image' },
      { type: 'image', props: { src: `asset:${HASH}`, alt: 'Gone' } },
    ]);
    expect(await screen.findByRole('img', { name: 'Image not available: Logo' })).toHaveTextContent('Image not available');
    expect(screen.getByRole('img', { name: 'Image not available' })).toBeVisible();
    fireEvent.error(screen.getByRole('img', { name: 'Gone' }));
    expect(await screen.findByRole('img', { name: 'Image not available: Gone' })).toBeInTheDocument();
  });
});
