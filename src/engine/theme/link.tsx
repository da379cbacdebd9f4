import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { focusVisible } from './focus';
import { shouldForwardProp, systemProps, type SystemProps } from './system';

const StyledAnchor = styled.a.withConfig({ shouldForwardProp })<SystemProps>`
  color: inherit;
  text-underline-offset: 0.2em;
  ${systemProps}
  ${focusVisible}
`;

const StyledRouterLink = styled(RouterLink).withConfig({ shouldForwardProp })<SystemProps>`
  color: inherit;
  text-underline-offset: 0.2em;
  ${systemProps}
  ${focusVisible}
`;

type AnchorAttrs = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'href' | 'target' | 'rel'>;

export type LinkProps = SystemProps &
  AnchorAttrs & {
    children?: ReactNode;
  } & (
    | { /** A portal route, navigated by the router. */ to: string; href?: never; newTab?: never }
    | { /** An external address. */ href: string; /** Open in a new tab (rel noopener noreferrer). */ newTab?: boolean; to?: never }
  );

/** One link for portal routes (`to`) and external addresses (`href`, optionally in a new tab). */
export function Link(props: LinkProps) {
  if (props.to !== undefined) {
    const { to, ...rest } = props;
    return <StyledRouterLink to={to} {...rest} />;
  }
  const { href, newTab, ...rest } = props;
  return <StyledAnchor href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}
