// Markdown from operators and the server: only http(s), irc(s), mailto, xmpp and relative URLs survive
// (`safeMarkdownUrl`), plus tel: in the channel's own texts (`fromChannel`: `safeOperatorMarkdownUrl`), raw HTML is not rendered (react-markdown's default), and links open in a new
// tab without opener or referrer. Import this file directly so react-markdown stays in lazy chunks.
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import styled from 'styled-components';
import { safeMarkdownUrl, safeOperatorMarkdownUrl } from '@/lib/sanitize/markdown-url';

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

type SafeMarkdownProps = {
  children: string;
  /** Written by the channel's operator (a screen or its texts), not server content: `tel:` links too. */
  fromChannel?: boolean;
} & Omit<ComponentProps<typeof Body>, 'children'>;

export function SafeMarkdown({ children, fromChannel = false, ...rest }: SafeMarkdownProps) {
  return (
    <Body {...rest}>
      <Markdown urlTransform={fromChannel ? safeOperatorMarkdownUrl : safeMarkdownUrl} components={components}>
        {children}
      </Markdown>
    </Body>
  );
}
