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

/** The published manifest's header naming what it and its icons were made from. */
const SOURCE_HEADER = 'x-portal-manifest-source';

/** Whether the manifest and every icon in `cache` were published from `source`. */
async function publishedFrom(cache: Cache, manifestUrl: string, base: string, source: string): Promise<boolean> {
  const published = await cache.match(manifestUrl);
  if (published?.headers.get(SOURCE_HEADER) !== encodeURIComponent(source)) return false;
  const icons = await Promise.all(Object.values(ICON_FILES).map((file) => cache.match(new URL(file, base).href)));
  return icons.every(Boolean);
}

/**
 * Puts the manifest and its icons where the service worker serves them (same origin, so the strict
 * CSP's manifest-src/img-src 'self' allow them) and links the manifest. Called once the service
 * worker controls the page; one build serves every channel because nothing here is built ahead.
 */
export async function publishManifest(input: ManifestInput, logoUrl: string | null): Promise<void> {
  const cache = await caches.open(MANIFEST_CACHE);
  const manifestUrl = new URL(MANIFEST_FILE, input.base).href;
  const manifest = JSON.stringify(buildManifest(input));
  // What the icons are drawn from, beside the manifest: a page whose manifest and icons are already
  // published as they would be drawn now draws nothing (each icon is a canvas encoded to PNG: a long
  // task on a phone, on every load).
  const source = JSON.stringify([manifest, logoUrl]);
  if (!(await publishedFrom(cache, manifestUrl, input.base, source))) {
    await Promise.all(
      Object.entries(ICON_FILES).map(async ([size, file]) => {
        const blob = await icon(Number(size), logoUrl, input);
        if (blob) await cache.put(new URL(file, input.base).href, new Response(blob, { headers: { 'Content-Type': 'image/png' } }));
      }),
    );
    await cache.put(
      manifestUrl,
      new Response(manifest, { headers: { 'Content-Type': 'application/manifest+json', [SOURCE_HEADER]: encodeURIComponent(source) } }),
    );
  }
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  link.href = manifestUrl;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', input.theme.header.background);
}
