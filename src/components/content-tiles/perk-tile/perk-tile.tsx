import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemRendererProps } from '@/engine/blocks';
import { VisuallyHidden } from '@/engine/theme';
import type { components } from '@/generated/api';
import { formatDate } from '@/lib/format';
import { safeMarkdownUrl } from '@/lib/sanitize/markdown-url';
import { Tile, TileAction, TileBody, TileFooter, TileImageArea, TileMeta, TileText, TileTitle } from '../tile';

type Perk = components['schemas']['Perk'];

/**
 * `perk-tile`: image, name, partner, description, validity and, when the perk has a link, a
 * button that opens it in a new tab (only http(s), mailto... or relative addresses: see safeMarkdownUrl).
 */
export function PerkTile({ item }: ItemRendererProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const perk = item as Perk | undefined;
  if (!perk) return null;
  const href = perk.link_url ? safeMarkdownUrl(perk.link_url) : '';
  const until = formatDate(perk.valid_until);
  return (
    <Tile aria-labelledby={titleId} data-testid="perk-tile">
      <TileImageArea src={perk.img} />
      <TileBody>
        <TileTitle id={titleId}>{perk.name}</TileTitle>
        {perk.partner ? <TileMeta>{perk.partner}</TileMeta> : null}
        {perk.description ? <TileText>{perk.description}</TileText> : null}
        <TileFooter>
          {until ? <TileMeta>{t('perk.validUntil', { until })}</TileMeta> : <span />}
          {href ? (
            <TileAction href={href} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
              {t('perk.more')}{' '}
              <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
            </TileAction>
          ) : null}
        </TileFooter>
      </TileBody>
    </Tile>
  );
}
