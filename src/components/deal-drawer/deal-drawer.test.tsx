import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/test-support/render';
import type { components } from '@/generated/api';
import { DealDrawer, parseDealLink } from '.';
import { bodyWithoutTitle } from './deal-body';

type Deal = components['schemas']['Deal'];

const deal = (overrides: Partial<Deal> = {}): Deal => ({
  id: 'd1',
  title: 'Summer sale',
  excerpt: 'Up to 50% off.',
  body: 'Everything **half price**. Read the [terms](https://example.com/terms) or [this](javascript:alert(1)).',
  images_obj: [{ url: 'https://img.example/sale.jpg', alt: 'Beach' }, { url: 'https://img.example/second.jpg' }],
  link_type: 'CLOSE',
  link_url: null,
  ...overrides,
});

const link = (label: string, url: string) => JSON.stringify({ label, url });

function Opener({ item }: { item: Deal }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        More
      </button>
      {open && <DealDrawer deal={item} onClose={() => setOpen(false)} />}
    </>
  );
}

async function openDrawer(item: Deal) {
  const user = userEvent.setup();
  render(
    <Providers>
      <Opener item={item} />
    </Providers>,
  );
  const more = screen.getByRole('button', { name: 'More' });
  await user.click(more);
  return { user, more, dialog: screen.getByRole('dialog', { name: item.title }) };
}

describe('the title is shown once', () => {
  it('a body opening with a heading of the title shows it only as the drawer heading', async () => {
    const { dialog } = await openDrawer(deal({ body: '## Summer sale\n\nEverything **half price**.' }));
    expect(within(dialog).getAllByText('Summer sale')).toHaveLength(1);
    expect(within(dialog).getByText('half price')).toBeInTheDocument();
  });

  it('keeps a first heading with other words, and a body without a heading', () => {
    expect(bodyWithoutTitle('# Summer  *sale* #\n\nText', 'summer sale')).toBe('Text');
    expect(bodyWithoutTitle('## The rules\nText', 'Summer sale')).toBe('## The rules\nText');
    expect(bodyWithoutTitle('Summer sale\nText', 'Summer sale')).toBe('Summer sale\nText');
  });
});

describe('parseDealLink', () => {
  it('reads label and url of the button link types', () => {
    expect(parseDealLink({ link_type: 'BUTTON_URL_BLANK', link_url: link('Open', 'https://a.example/x') })).toEqual({ label: 'Open', url: 'https://a.example/x', newTab: true });
    expect(parseDealLink({ link_type: 'BUTTON_URL_EMBED', link_url: link('Play', '/game') })).toEqual({ label: 'Play', url: '/game', newTab: false });
  });

  it('reads a URL that leaves the portal without its scheme as external: absolute, in a new tab', () => {
    for (const url of ['//evil.example/x', '/\\evil.example/x', '\\\\evil.example/x', ' /\t/evil.example/x']) {
      expect(parseDealLink({ link_type: 'BUTTON_URL_EMBED', link_url: link('Go', url) })).toEqual({ label: 'Go', url: `${location.protocol}//evil.example/x`, newTab: true });
    }
  });

  it('treats invalid JSON, a missing or unsafe url and the other link types as no link', () => {
    expect(parseDealLink({ link_type: 'BUTTON_URL_BLANK', link_url: '{label: Open' })).toBeNull();
    expect(parseDealLink({ link_type: 'BUTTON_URL_BLANK', link_url: '"just a string"' })).toBeNull();
    expect(parseDealLink({ link_type: 'BUTTON_URL_BLANK', link_url: '[1,2]' })).toBeNull();
    expect(parseDealLink({ link_type: 'BUTTON_URL_BLANK', link_url: JSON.stringify({ label: 'Open' }) })).toBeNull();
    expect(parseDealLink({ link_type: 'BUTTON_URL_BLANK', link_url: link('Open', 'javascript:alert(1)') })).toBeNull();
    expect(parseDealLink({ link_type: 'BUTTON_URL_EMBED', link_url: null })).toBeNull();
    expect(parseDealLink({ link_type: 'URL_BLANK', link_url: link('Open', 'https://a.example') })).toBeNull();
    expect(parseDealLink({ link_type: 'CLOSE', link_url: link('Open', 'https://a.example') })).toBeNull();
  });

  it('accepts link data encoded twice', () => {
    expect(parseDealLink({ link_type: 'BUTTON_URL_BLANK', link_url: JSON.stringify(link('Go', 'https://a.example')) })?.label).toBe('Go');
  });
});

describe('DealDrawer', () => {
  it('is a modal dialog labelled by the title with the first image, the markdown body and safe links', async () => {
    const { dialog } = await openDrawer(deal());
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Summer sale' })).toBeInTheDocument();
    const images = dialog.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://img.example/sale.jpg');
    expect(within(dialog).getByText('half price').tagName).toBe('STRONG');
    const terms = within(dialog).getByRole('link', { name: 'terms' });
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByText('this').closest('a')).toBeNull();
  });

  it('without a button link: no close icon, one Close button that closes it and gives focus back', async () => {
    const { user, more, dialog } = await openDrawer(deal({ link_type: 'URL_BLANK', link_url: 'https://example.com' }));
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('Close');
    expect(buttons[0]).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(buttons[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('BUTTON_URL_BLANK: round close icon, the link label opens the URL in a new tab and the drawer stays open', async () => {
    const { user, dialog } = await openDrawer(deal({ link_type: 'BUTTON_URL_BLANK', link_url: link('Open the offer', 'https://example.com/offer') }));
    const main = within(dialog).getByRole('link', { name: /^Open the offer/ });
    expect(main).toHaveAttribute('href', 'https://example.com/offer');
    expect(main).toHaveAttribute('target', '_blank');
    expect(main).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    main.addEventListener('click', (event) => event.preventDefault());
    await user.click(main);
    expect(screen.getByRole('dialog', { name: 'Summer sale' })).toBeInTheDocument();
  });

  it('BUTTON_URL_EMBED: the link opens in the same window and the drawer stays open', async () => {
    const { user, dialog } = await openDrawer(deal({ link_type: 'BUTTON_URL_EMBED', link_url: link('Play the game', 'https://example.com/game') }));
    const main = within(dialog).getByRole('link', { name: 'Play the game' });
    expect(main).toHaveAttribute('href', 'https://example.com/game');
    expect(main).not.toHaveAttribute('target');
    main.addEventListener('click', (event) => event.preventDefault());
    await user.click(main);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('the round close icon closes the drawer and focus returns to the trigger', async () => {
    const { user, more, dialog } = await openDrawer(deal({ link_type: 'BUTTON_URL_BLANK', link_url: link('Open', 'https://example.com') }));
    const icon = within(dialog).getByRole('button', { name: 'Close' });
    expect(icon.closest('div')?.querySelector('img')).not.toBeNull();
    await user.click(icon);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more).toHaveFocus();
  });

  it('falls back to the Close button when the link data is not valid JSON', async () => {
    const { user, dialog } = await openDrawer(deal({ link_type: 'BUTTON_URL_BLANK', link_url: '{"label": "Open", "url": ' }));
    expect(within(dialog).queryByRole('link', { name: 'Open' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps focus, closes with Escape and restores focus', async () => {
    const { user, more, dialog } = await openDrawer(deal({ link_type: 'BUTTON_URL_BLANK', link_url: link('Open', 'https://example.com') }));
    const icon = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getByRole('link', { name: /^Open/ });
    expect(icon).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(icon).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more).toHaveFocus();
  });
});
