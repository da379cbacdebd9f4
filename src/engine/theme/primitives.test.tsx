import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Box, Button, Flex, Heading, Link, Stack, Text } from './index';
import { shouldForwardProp } from './system';
import { renderWithTheme } from './testing';

const LEAKY = ['color', 'bg', 'p', 'px', 'm', 'mt', 'width', 'height', 'size', 'display', 'fontSize', 'gap', 'variant', 'block'];

function leakedAttributes(el: Element) {
  return Array.from(el.attributes)
    .map((a) => a.name)
    .filter((name) => LEAKY.map((p) => p.toLowerCase()).includes(name.toLowerCase()));
}

describe('shouldForwardProp', () => {
  it('keeps styled-system props out and lets HTML attributes through', () => {
    for (const prop of ['color', 'bg', 'width', 'height', 'size', 'display', 'fontSize', 'p', 'mx', 'variant', 'flexDirection']) {
      expect(shouldForwardProp(prop)).toBe(false);
    }
    for (const prop of ['id', 'className', 'aria-label', 'data-testid', 'onClick', 'href', 'type', 'role']) {
      expect(shouldForwardProp(prop)).toBe(true);
    }
  });
});

describe('primitives', () => {
  it('style with system props without leaking them into the DOM', () => {
    renderWithTheme(
      <MemoryRouter>
        <Box data-testid="box" color="white" bg="primary" p={3} width={1 / 2} height="10px" display="block" size={4}>
          box
        </Box>
        <Flex data-testid="flex" mt={2} color="error">flex</Flex>
        <Stack data-testid="stack" gap={2} direction="row">stack</Stack>
        <Text data-testid="text" fontSize={2} color="muted">text</Text>
        <Heading data-testid="heading" as="h1" fontSize={6}>heading</Heading>
        <Button data-testid="button" variant="secondary" block width="50%">button</Button>
        <Link data-testid="link" to="/coupons" color="primary" p={1}>link</Link>
        <Link data-testid="ext" href="https://example.com" newTab m={1}>ext</Link>
      </MemoryRouter>,
    );
    for (const id of ['box', 'flex', 'stack', 'text', 'heading', 'button', 'link', 'ext']) {
      expect(leakedAttributes(screen.getByTestId(id))).toEqual([]);
    }
    const box = screen.getByTestId('box');
    expect(getComputedStyle(box).color).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(box).backgroundColor).toBe('rgb(0, 0, 0)');
    expect(getComputedStyle(box).padding).toBe('12px');
    expect(getComputedStyle(screen.getByTestId('stack')).gap).toBe('8px');
    expect(getComputedStyle(screen.getByTestId('stack')).flexDirection).toBe('row');
    expect(screen.getByTestId('heading').tagName).toBe('H1');
  });

  it('renders buttons as type=button with the variant colours', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <>
        <Button onClick={onClick}>Save</Button>
        <Button variant="confirm">Confirm</Button>
      </>,
      { GENERAL: { confirm_button_background: '#00aa00', confirm_button_text: '#000000' } },
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('type', 'button');
    expect(getComputedStyle(save).backgroundColor).toBe('rgb(0, 0, 0)');
    expect(getComputedStyle(save).color).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Confirm' })).backgroundColor).toBe('rgb(0, 170, 0)');
    await userEvent.click(save);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives the button a focus-visible ring', () => {
    renderWithTheme(<Button>Ring</Button>);
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toMatch(/:focus-visible\{outline:3px solid #1a56db/);
  });

  it('links: router paths in place, external addresses in a new tab with noopener', () => {
    renderWithTheme(
      <MemoryRouter>
        <Link to="/coupons">Coupons</Link>
        <Link href="https://example.com" newTab>Site</Link>
        <Link href="https://example.org">Same tab</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Coupons' })).toHaveAttribute('href', '/coupons');
    const site = screen.getByRole('link', { name: 'Site' });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Same tab' })).not.toHaveAttribute('target');
  });
});
