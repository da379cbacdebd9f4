import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemRendererProps } from '@/engine/blocks';
import { VisuallyHidden } from '@/engine/theme';
import type { components } from '@/generated/api';
import { formatDate } from '@/lib/format';
import { safeMarkdownUrl } from '@/lib/sanitize/markdown-url';
import { Tile, TileAction, TileBody, TileFooter, TileImageArea, TileMeta, TileTitle } from '../tile';

type Leaflet = components['schemas']['Leaflet'];

function useValidity(leaflet: Leaflet): string {
  const { t } = useTranslation();
  const from = formatDate(leaflet.valid_from);
  const until = formatDate(leaflet.valid_until);
  if (from && until) return t('leaflet.valid', { from, until });
  if (until) return t('leaflet.validUntil', { until });
  if (from) return t('leaflet.validFrom', { from });
  return '';
}

/** `leaflet-tile`: cover, title and validity; the cover and the button open the leaflet's file in a new tab. */
export function LeafletTile({ item }: ItemRendererProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const leaflet = item as Leaflet | undefined;
  const validity = useValidity(leaflet ?? { id: '', title: '', file_url: '' });
  if (!leaflet) return null;
  const href = safeMarkdownUrl(leaflet.file_url ?? '');
  return (
    <Tile aria-labelledby={titleId} data-testid="leaflet-tile">
      <TileImageArea src={leaflet.cover_url} />
      <TileBody>
        <TileTitle id={titleId}>{leaflet.title}</TileTitle>
        {validity ? <TileMeta>{validity}</TileMeta> : null}
        {href ? (
          <TileFooter>
            <TileAction href={href} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
              {t('leaflet.open')}{' '}
              <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
            </TileAction>
          </TileFooter>
        ) : null}
      </TileBody>
    </Tile>
  );
}
