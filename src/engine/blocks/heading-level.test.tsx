import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { headingTag, NestedHeadings, useHeadingLevel } from './heading-level';

function ItemTitle({ text }: { text: string }) {
  return createElement(headingTag(useHeadingLevel()), null, text);
}

describe('heading levels follow the screen outline', () => {
  it('puts item titles at h2 directly under the page title and h3 inside a titled section', () => {
    render(
      <>
        <h1>Coupons</h1>
        <ItemTitle text="A list item" />
        <h2>Popular coupons</h2>
        <NestedHeadings>
          <ItemTitle text="A section item" />
          <NestedHeadings>
            <ItemTitle text="Deeper" />
          </NestedHeadings>
        </NestedHeadings>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'A list item' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'A section item' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Deeper' }).tagName).toBe('H4');
  });
});
