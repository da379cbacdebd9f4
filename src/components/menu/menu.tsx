import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import styled, { css } from 'styled-components';
import type { MenuEntry } from '@/engine/routes';
import { entryStyle } from './menu-entry-style';
import { MenuMore } from './menu-more';
import { useFittingCount } from './use-fitting-count';

export interface MenuProps {
  /** From menuEntries(sections, t). */
  entries: readonly MenuEntry[];
  /** Clears the session; the menu then goes to '/'. */
  onLogout: () => void;
}

const Nav = styled.nav`
  background: ${({ theme }) => theme.menu.background};
  color: ${({ theme }) => theme.menu.text};
  ${({ theme }) => theme.media.below600} {
    display: none;
  }
`;

const List = styled.ul`
  position: relative;
  display: flex;
  flex-wrap: nowrap;
  gap: 4px 24px;
  max-width: ${({ theme }) => theme.contentWidth}px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.upTo1280} {
    padding: 0 20px;
  }
`;

/** An entry that does not fit stays measurable but is neither seen nor reachable: it is in "More". */
const Item = styled.li<{ $out: boolean }>`
  flex-shrink: 0;
  white-space: nowrap;
  ${({ $out }) =>
    $out &&
    css`
      position: absolute;
      top: 0;
      left: 0;
      visibility: hidden;
      pointer-events: none;
    `}
`;


const EntryLink = styled(NavLink)`
  ${entryStyle}
  &.active {
    border-bottom-color: ${({ theme }) => theme.menu.underline};
  }
`;

const EntryAnchor = styled.a`
  ${entryStyle}
`;

const EntryButton = styled.button`
  ${entryStyle}
`;

/** One menu entry as a link or button; shared by the top menu and the mobile drawer. */
export function MenuEntryItem({ entry, onLogout, onNavigate, className }: {
  entry: MenuEntry;
  onLogout: () => void;
  onNavigate?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  switch (entry.kind) {
    case 'route':
      return (
        <EntryLink to={entry.to} end={entry.end} onClick={onNavigate} className={className}>
          {entry.label}
        </EntryLink>
      );
    case 'external':
      return (
        <EntryAnchor
          href={entry.href}
          onClick={onNavigate}
          className={className}
          {...(entry.newTab
            ? { target: '_blank', rel: 'noopener noreferrer', 'aria-label': `${entry.label} ${t('common.opensInNewTab')}` }
            : {})}
        >
          {entry.label}
        </EntryAnchor>
      );
    case 'logout':
      return (
        <EntryButton
          type="button"
          className={className}
          onClick={() => {
            onLogout();
            onNavigate?.();
            void navigate('/');
          }}
        >
          {entry.label}
        </EntryButton>
      );
  }
}

/**
 * The top menu (hidden below 600px, where the mobile drawer takes over); MENU colours. It stays on
 * one line: entries that do not fit go, in order, into a "More" disclosure. "Log out" never does: it
 * stays last on the line, after "More", where a member looks for it.
 */
export function Menu({ entries, onLogout }: MenuProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const flowing = entries.filter((entry) => entry.kind !== 'logout');
  const pinned = entries.filter((entry) => entry.kind === 'logout');
  const fitting = useFittingCount(list, flowing.length, entries.map((entry) => entry.label).join('\n'));
  const overflow = flowing.slice(fitting);
  return (
    <Nav aria-label={t('menu.label')}>
      <List ref={list}>
        {flowing.map((entry, index) => (
          <Item key={entry.id} data-menu-entry="" $out={index >= fitting} aria-hidden={index >= fitting || undefined}>
            <MenuEntryItem entry={entry} onLogout={onLogout} />
          </Item>
        ))}
        <Item data-menu-more="" $out={overflow.length === 0} aria-hidden={overflow.length === 0 || undefined}>
          <MenuMore>
            {(close) =>
              overflow.map((entry) => (
                <li key={entry.id}>
                  <MenuEntryItem entry={entry} onLogout={onLogout} onNavigate={close} />
                </li>
              ))
            }
          </MenuMore>
        </Item>
        {pinned.map((entry) => (
          <Item key={entry.id} data-menu-pinned="" $out={false}>
            <MenuEntryItem entry={entry} onLogout={onLogout} />
          </Item>
        ))}
      </List>
    </Nav>
  );
}
