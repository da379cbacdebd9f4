import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import styled, { css } from 'styled-components';
import { useSection } from '@/engine/config';
import { entryOrder, itemId, useLinkAvailability } from '@/engine/routes';
import { focusVisible } from '@/engine/theme';
import { localizedText } from '@/lib/i18n/localized-text';
import { inAppPath } from '@/lib/sanitize/link';
import type { components } from '@/generated/api';
import type { FooterSection } from '@/generated/sections';

type ConfiguredLink = NonNullable<NonNullable<FooterSection['column1_links']['items']>[number]>;
/** A link with its title in the channel language. */
type FooterLink = Omit<ConfiguredLink, 'title'> & { title: string };
export type FooterConsent = Pick<components['schemas']['Consent'], 'id' | 'version_id' | 'title'>;

export interface FooterProps {
  /** Required consent documents listed in column 1 when FOOTER.consents is on. */
  consents?: readonly FooterConsent[];
  /** Opens the terms modal of a consent document. */
  onOpenConsent: (id: string, versionId: string) => void;
}

const Bar = styled.footer`
  margin-top: 40px;
  background: ${({ theme }) => theme.footer.background};
  color: ${({ theme }) => theme.footer.text};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 24px 40px;
  max-width: ${({ theme }) => theme.contentWidth}px;
  margin: 0 auto;
  padding: 40px 0;
  ${({ theme }) => theme.media.upTo1280} {
    padding: 40px 20px;
  }
  ${({ theme }) => theme.media.upTo768} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 16px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const linkStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  ${focusVisible}
`;

const Anchor = styled.a`
  ${linkStyle}
`;
const AppLink = styled(RouterLink)`
  ${linkStyle}
`;
const ConsentButton = styled.button`
  ${linkStyle}
`;
const Icon = styled.img`
  width: 20px;
  height: 20px;
  object-fit: contain;
`;

function FooterEntry({ item, onOpenConsent }: { item: FooterLink; onOpenConsent: FooterProps['onOpenConsent'] }) {
  const { t } = useTranslation();
  const content = (
    <>
      {item.icon && <Icon src={item.icon._file_url} alt="" />}
      {item.title}
    </>
  );
  if (item.id !== undefined && item.version_id !== undefined) {
    return (
      <ConsentButton
        type="button"
        aria-haspopup="dialog"
        aria-label={t('footer.consent', { title: item.title })}
        onClick={() => onOpenConsent(String(item.id), String(item.version_id))}
      >
        {content}
      </ConsentButton>
    );
  }
  const target = item.link?.target.trim();
  if (!item.link || !target) return <span>{content}</span>;
  if (item.link.type === 'APP') {
    const path = inAppPath(target);
    return path === null ? <span>{content}</span> : <AppLink to={path}>{content}</AppLink>;
  }
  return (
    <Anchor href={target} target="_blank" rel="noopener noreferrer" aria-label={`${item.title} ${t('common.opensInNewTab')}`}>
      {content}
    </Anchor>
  );
}

/**
 * The optional footer (FOOTER.enabled): up to three columns with a title and links. An APP link
 * opens in the same tab, any other in a new tab; a consent link (id + version_id, or a required
 * consent listed by FOOTER.consents in column 1) calls onOpenConsent. Column 1's own links stand
 * among the listed consents as their `before` says, else after them.
 */
export function Footer({ consents = [], onOpenConsent }: FooterProps) {
  const { t, i18n } = useTranslation();
  const footer = useSection('FOOTER');
  const available = useLinkAvailability();
  if (!footer.enabled) return null;
  // An in-app (APP) link shows only where its route is open under the current settings and session.
  // An APP link that would leave the portal is not shown (config validation dropped it with a warning).
  const shown = (item: ConfiguredLink) => {
    if (item.link?.type !== 'APP') return true;
    const path = inAppPath(item.link.target);
    return path !== null && available(path);
  };
  const inLanguage = (item: ConfiguredLink): FooterLink => ({ ...item, title: localizedText(item.title, i18n.language) });
  const listed = footer.consents ? consents : [];
  // Column 1: the channel's links placed among the listed consents (a link's `before`, entryOrder).
  const firstColumn = (own: readonly ConfiguredLink[]): FooterLink[] => {
    const byId = new Map<string, FooterLink | null>(listed.map((c) => [String(c.id), { title: c.title, id: c.id, version_id: c.version_id }]));
    own.forEach((item, index) => byId.set(itemId(index), shown(item) ? inLanguage(item) : null));
    return entryOrder(listed.map((c) => String(c.id)), own)
      .map((id) => byId.get(id))
      .filter((item): item is FooterLink => item != null);
  };
  const columns = ([1, 2, 3] as const)
    .map((n) => {
      const own = footer[`column${n}_links`].items ?? [];
      return {
        n,
        enabled: footer[`column${n}_enabled`] || (n === 1 && listed.length > 0),
        title: localizedText(footer[`column${n}_text`], i18n.language),
        items: n === 1 ? firstColumn(own) : own.filter(shown).map(inLanguage),
      };
    })
    .filter((column) => column.enabled && (column.title || column.items.length > 0));
  if (columns.length === 0) return null;

  return (
    <Bar aria-label={t('footer.label')}>
      <Columns>
        {columns.map(({ n, title, items }) => (
          <div key={n}>
            {title && <Title>{title}</Title>}
            <List>
              {items.map((item, index) => (
                <li key={`${index}-${item.title}`}>
                  <FooterEntry item={item} onOpenConsent={onOpenConsent} />
                </li>
              ))}
            </List>
          </div>
        ))}
      </Columns>
    </Bar>
  );
}
