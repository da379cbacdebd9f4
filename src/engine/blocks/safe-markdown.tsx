// Markdown from operators and the server: only http(s), irc(s), mailto, xmpp and relative URLs survive
// (`safeMarkdownUrl`), raw HTML is not rendered (react-markdown's default), and links open in a new
// tab without opener or referrer. Import this file directly so react-markdown stays in lazy chunks.
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import styled from 'styled-components';
import { safeMarkdownUrl } from '@/lib/sanitize/markdown-url';

const components: Components = {
  a: ({ node: _node, href, children, ...rest }) =>
    href ? (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // An image whose URL was refused has nothing to show (an empty src would reload the page).
  img: ({ node: _node, src, alt, ...rest }) => (src ? <img {...rest} src={src} alt={alt ?? ''} /> : null),
};

const Body = styled.div`
  line-height: 1.5;
  overflow-wrap: anywhere;
  & img { max-width: 100%; height: auto; }
  & a { color: inherit; text-underline-offset: 0.2em; }
`;

export function SafeMarkdown({ children, ...rest }: { children: string } & Omit<ComponentProps<typeof Body>, 'children'>) {
  return (
    <Body {...rest}>
      <Markdown urlTransform={safeMarkdownUrl} components={components}>
        {children}
      </Markdown>
    </Body>
  );
}
