export type Raster = { dataUrl: string; width: number; height: number };

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Image ${url.slice(0, 60)} did not load`));
    image.src = url;
  });
}

/**
 * Draws an image (any format the browser shows, SVG included) on a canvas and returns it as PNG,
 * fitted into `box` pixels, on `background` when given (else transparent). Null when the image
 * cannot be loaded or read back (a cross-origin image without CORS taints the canvas).
 */
export async function rasterizeImage(
  url: string,
  box: { width: number; height: number; padding?: number; background?: string },
): Promise<Raster | null> {
  try {
    const image = await loadImage(url);
    const naturalWidth = image.naturalWidth || box.width;
    const naturalHeight = image.naturalHeight || box.height;
    const padding = box.padding ?? 0;
    const scale = Math.min((box.width - 2 * padding) / naturalWidth, (box.height - 2 * padding) / naturalHeight);
    const square = box.background !== undefined;
    const width = square ? box.width : Math.round(naturalWidth * scale);
    const height = square ? box.height : Math.round(naturalHeight * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    if (box.background) {
      context.fillStyle = box.background;
      context.fillRect(0, 0, width, height);
    }
    const drawWidth = naturalWidth * scale;
    const drawHeight = naturalHeight * scale;
    context.drawImage(image, (width - drawWidth) / 2, (height - drawHeight) / 2, drawWidth, drawHeight);
    return { dataUrl: canvas.toDataURL('image/png'), width, height };
  } catch {
    return null;
  }
}

/**
 * Text as a PNG (the browser's fonts cover every script; a PDF's standard fonts do not), `height`
 * pixels tall, in `color`.
 */
export function rasterizeText(text: string, options: { height: number; color: string; font: string; bold?: boolean }): Raster | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const font = `${options.bold ? '700 ' : ''}${Math.round(options.height * 0.75)}px ${options.font}`;
  context.font = font;
  const width = Math.max(1, Math.ceil(context.measureText(text).width));
  canvas.width = width;
  canvas.height = options.height;
  context.font = font;
  context.fillStyle = options.color;
  context.textBaseline = 'middle';
  context.fillText(text, 0, options.height / 2);
  return { dataUrl: canvas.toDataURL('image/png'), width, height: options.height };
}
