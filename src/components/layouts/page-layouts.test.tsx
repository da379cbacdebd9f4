import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './page-layouts';
import { renderWithProviders } from '@/test-support/render';

function cssText() {
  return Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent)
    .join('\n');
}

describe('page layouts', () => {
  it('two columns: 70/30 within 1140px, smaller gap at 1024, no sidebar at 768', () => {
    const { container } = renderWithProviders(
      <PageLayout layout="page-two-column" sidebar={<p>Deals</p>}>
        <p>Main</p>
      </PageLayout>,
    );
    const frame = container.querySelector('[data-layout="page-two-column"]') as HTMLElement;
    const style = getComputedStyle(frame);
    expect(style.maxWidth).toBe('1140px');
    expect(style.gridTemplateColumns).toBe('minmax(0, 7fr) minmax(0, 3fr)');
    expect(style.columnGap).toBe('40px');
    expect(screen.getByRole('complementary')).toHaveTextContent('Deals');
    const css = cssText();
    expect(css).toMatch(/@media \(max-width: 1024px\)\{\.[\w-]+\{column-gap:20px;\}\}/);
    expect(css).toMatch(/@media \(max-width: 768px\)\{\.[\w-]+\{display:none;\}\}/);
    expect(css).toMatch(/@media \(max-width: 1280px\)\{\.[\w-]+\{padding:24px 20px;\}\}/);
  });

  it('two columns without a sidebar renders no aside', () => {
    renderWithProviders(
      <PageLayout layout="page-two-column">
        <p>Main</p>
      </PageLayout>,
    );
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('single column: 1140px and min-height from the header height', () => {
    const { container } = renderWithProviders(
      <PageLayout layout="page-single">
        <p>Form</p>
      </PageLayout>,
      { sections: { HEADER: { height: '64px' } } },
    );
    const frame = container.querySelector('[data-layout="page-single"]') as HTMLElement;
    expect(getComputedStyle(frame).maxWidth).toBe('1140px');
    expect(cssText()).toContain('min-height:calc(100vh - 64px - 350px)');
  });

  it('auth layout shows GENERAL.auth_img beside the form and hides it below 600px', () => {
    renderWithProviders(
      <PageLayout layout="auth">
        <form aria-label="Sign in" />
      </PageLayout>,
      { sections: { GENERAL: { auth_img: { url: 'https://cdn.example.com/auth.jpg' } } } },
    );
    const image = screen.getByTestId('auth-image');
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/auth.jpg');
    expect(image).toHaveAttribute('alt', '');
    expect(cssText()).toMatch(/@media \(max-width: 599\.98px\)\{\.[\w-]+\{display:none;\}\}/);
  });

  it('auth layout without an image shows only the form', () => {
    renderWithProviders(
      <PageLayout layout="auth">
        <p>Form</p>
      </PageLayout>,
    );
    expect(screen.queryByTestId('auth-image')).toBeNull();
  });

  it('consent and bare layouts', () => {
    const { container, unmount } = renderWithProviders(
      <PageLayout layout="consent">
        <p>Terms</p>
      </PageLayout>,
    );
    expect(container.querySelector('[data-layout="consent"]')).toHaveTextContent('Terms');
    unmount();
    const bare = renderWithProviders(
      <PageLayout layout="bare">
        <p>Nothing else</p>
      </PageLayout>,
    );
    expect(bare.container.querySelector('[data-layout]')).toBeNull();
    expect(screen.getByText('Nothing else')).toBeInTheDocument();
  });
});
