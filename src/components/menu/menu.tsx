import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import styled, { css } from 'styled-components';
import type { MenuEntry } from '@/engine/routes';
import { focusVisible } from '@/engine/theme';

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
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  max-width: ${({ theme }) => theme.contentWidth}px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.upTo1280} {
    padding: 0 20px;
  }
`;

const entryStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-bottom-color: ${({ theme }) => theme.menu.underline};
  }
  ${focusVisible}
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

/** The top menu (hidden below 600px, where the mobile drawer takes over); MENU colours. */
export function Menu({ entries, onLogout }: MenuProps) {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t('menu.label')}>
      <List>
        {entries.map((entry) => (
          <li key={entry.id}>
            <MenuEntryItem entry={entry} onLogout={onLogout} />
          </li>
        ))}
      </List>
    </Nav>
  );
}
