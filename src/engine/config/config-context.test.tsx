import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider, useConfigProblems, useSection, useSections } from './config-context';
import { validateSections } from './validate';

function Probe() {
  const header = useSection('HEADER');
  const sections = useSections();
  const problems = useConfigProblems();
  return (
    <p>
      {header.background} {sections.GENERAL.lang} {problems.length}
    </p>
  );
}

describe('ConfigProvider', () => {
  it('exposes the validated sections and problems', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const value = validateSections({ HEADER: { background: '#ff6600' }, GENERAL: { lang: 'cs' } });
    render(
      <ConfigProvider value={value}>
        <Probe />
      </ConfigProvider>,
    );
    expect(screen.getByText('#ff6600 cs 8')).toBeInTheDocument();
  });

  it('gives the defaults without a provider', () => {
    render(<Probe />);
    expect(screen.getByText('#ffffff en 0')).toBeInTheDocument();
  });
});
