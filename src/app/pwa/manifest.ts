import type { PortalTheme } from '@/engine/theme';
import { rasterizeImage } from '@/lib/image/rasterize';
import { ICON_FILES, MANIFEST_CACHE, MANIFEST_FILE } from '@/lib/offline';

export type ManifestInput = {
  /** The app's base URL (absolute), where index.html lives. */
  base: string;
  name: string;
  shortName: string;
  lang: string;
  theme: Pick<PortalTheme, 'colors' | 'header'>;
};

/** The web app manifest of this channel: names from its translations, colours from VISUAL/HEADER. */
export function buildManifest({ base, name, shortName, lang, theme }: ManifestInput) {
  return {
    id: base,
    name,
    short_name: shortName,
    lang,
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: theme.header.background,
    background_color: theme.colors.background,
    icons: Object.entries(ICON_FILES).flatMap(([size, file]) =>
      ['any', 'maskable'].map((purpose) => ({ src: new URL(file, base).href, sizes: `${size}x${size}`, type: 'image/png', purpose })),
    ),
  };
}

function dataUrlToBlob(dataUrl: string): Blob {
  const [header = '', data = ''] = dataUrl.split(',', 2);
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: header.replace(/^data:/, '').replace(/;base64$/, '') });
}

/** The initial of the portal's name on the primary colour: the icon when the logo cannot be drawn. */
function fallbackIcon(size: number, name: string, theme: ManifestInput['theme']): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = theme.colors.primary;
  context.fillRect(0, 0, size, size);
  context.fillStyle = theme.colors.onPrimary;
  context.font = `700 ${Math.round(size * 0.5)}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText((name.trim()[0] ?? 'P').toUpperCase(), size / 2, size / 2);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** A square PNG icon: the configured logo centred on the header colour (safe zone for maskable), or the fallback. */
async function icon(size: number, logoUrl: string | null, input: ManifestInput): Promise<Blob | null> {
  if (logoUrl) {
    const raster = await rasterizeImage(logoUrl, { width: size, height: size, padding: Math.round(size * 0.12), background: input.theme.header.background });
    // Decoded here, not fetched: the strict CSP's connect-src does not allow data: URLs.
    if (raster) return dataUrlToBlob(raster.dataUrl);
  }
  return fallbackIcon(size, input.name, input.theme);
}

/**
 * Puts the manifest and its icons where the service worker serves them (same origin, so the strict
 * CSP's manifest-src/img-src 'self' allow them) and links the manifest. Called once the service
 * worker controls the page; one build serves every channel because nothing here is built ahead.
 */
export async function publishManifest(input: ManifestInput, logoUrl: string | null): Promise<void> {
  const cache = await caches.open(MANIFEST_CACHE);
  await Promise.all(
    Object.entries(ICON_FILES).map(async ([size, file]) => {
      const blob = await icon(Number(size), logoUrl, input);
      if (blob) await cache.put(new URL(file, input.base).href, new Response(blob, { headers: { 'Content-Type': 'image/png' } }));
    }),
  );
  const manifestUrl = new URL(MANIFEST_FILE, input.base).href;
  await cache.put(
    manifestUrl,
    new Response(JSON.stringify(buildManifest(input)), { headers: { 'Content-Type': 'application/manifest+json' } }),
  );
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  link.href = manifestUrl;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', input.theme.header.background);
}
