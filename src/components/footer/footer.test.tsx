import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type SectionOverrides } from '@/test-support/render';
import { Footer } from './footer';

const FOOTER: SectionOverrides['FOOTER'] = {
  enabled: true,
  background: '#111111',
  column1_enabled: true,
  column1_text: 'About',
  column1_links: {
    items: [
      { title: 'Stores', link: { target: '/stores', type: 'APP' } },
      { title: 'Terms', id: 'c-1', version_id: 'v-7' },
    ],
  },
  column2_enabled: true,
  column2_text: 'Follow us',
  column2_links: {
    items: [{ title: 'Blog', link: { target: 'https://blog.example.com', type: 'URL_BLANK' }, icon: { _file_url: '/blog.png' } }],
  },
  column3_enabled: false,
  column3_text: 'Hidden',
  column3_links: { items: [{ title: 'Never', link: { target: '/never', type: 'APP' } }] },
};

describe('Footer', () => {
  it('renders nothing unless enabled', () => {
    const { container } = renderWithProviders(<Footer onOpenConsent={() => {}} />, { sections: { FOOTER: { ...FOOTER, enabled: false } } });
    expect(container.querySelector('footer')).toBeNull();
  });

  it('shows the enabled columns with titles and links', () => {
    renderWithProviders(<Footer onOpenConsent={() => {}} />, { sections: { FOOTER } });
    const footer = screen.getByRole('contentinfo');
    expect(getComputedStyle(footer).backgroundColor).toBe('rgb(17, 17, 17)');
    expect(getComputedStyle(footer).color).toBe('rgb(255, 255, 255)');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['About', 'Follow us']);
    expect(screen.queryByText('Never')).toBeNull();
  });

  it('APP links open in the same tab, others in a new tab', async () => {
    renderWithProviders(<Footer onOpenConsent={() => {}} />, { sections: { FOOTER } });
    const blog = screen.getByRole('link', { name: 'Blog (opens in a new tab)' });
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    expect(blog.querySelector('img')).toHaveAttribute('src', '/blog.png');
    const stores = screen.getByRole('link', { name: 'Stores' });
    expect(stores).not.toHaveAttribute('target');
    await userEvent.click(stores);
    expect(screen.getByTestId('location')).toHaveTextContent('/stores');
  });

  it('a consent link calls onOpenConsent with id and version id', async () => {
    const onOpenConsent = vi.fn();
    renderWithProviders(<Footer onOpenConsent={onOpenConsent} />, { sections: { FOOTER } });
    await userEvent.click(screen.getByRole('button', { name: 'Open the document Terms' }));
    expect(onOpenConsent).toHaveBeenCalledWith('c-1', 'v-7');
  });

  it('lists the required consents in column 1 when FOOTER.consents is on', async () => {
    const onOpenConsent = vi.fn();
    const consents = [{ id: 'c-9', version_id: 'v-1', title: 'Privacy policy' }];
    const { unmount } = renderWithProviders(<Footer consents={consents} onOpenConsent={onOpenConsent} />, { sections: { FOOTER } });
    expect(screen.queryByRole('button', { name: 'Open the document Privacy policy' })).toBeNull();
    unmount();
    renderWithProviders(<Footer consents={consents} onOpenConsent={onOpenConsent} />, { sections: { FOOTER: { ...FOOTER, consents: true } } });
    await userEvent.click(screen.getByRole('button', { name: 'Open the document Privacy policy' }));
    expect(onOpenConsent).toHaveBeenCalledWith('c-9', 'v-1');
  });

  it('places a column 1 link before the listed consent its `before` names, the others after the consents', () => {
    const consents = [
      { id: 'c-9', version_id: 'v-1', title: 'Privacy policy' },
      { id: 'c-10', version_id: 'v-2', title: 'Loyalty terms' },
    ];
    const items = [
      { title: 'Stores', link: { target: '/stores', type: 'APP' as const } },
      { title: 'Cookies', link: { target: 'https://example.com/cookies', type: 'URL_BLANK' as const }, before: 'c-10' },
    ];
    renderWithProviders(<Footer consents={consents} onOpenConsent={() => {}} />, {
      sections: { FOOTER: { ...FOOTER, consents: true, column1_links: { items } } },
    });
    const column = screen.getByRole('heading', { name: 'About' }).parentElement as HTMLElement;
    expect([...column.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Privacy policy', 'Cookies', 'Loyalty terms', 'Stores']);
  });
});
