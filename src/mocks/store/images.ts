// Demo images are small inline SVG data URIs: no network, deterministic, and they work wherever the
// portal runs (vitest, the demo server, vite dev against the demo server).
const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

export function demoImage(label: string, hue: number, width = 320, height = 200): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  const text = label.slice(0, 28);
  // The label fits the image's width (about 0.6 em per sans-serif character, 90 % of the width).
  const fontSize = Math.max(8, Math.round(Math.min(height / 8, (width * 0.9) / (0.6 * Math.max(text.length, 1)))));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${h},55%,42%)"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.35}" fill="hsl(${(h + 40) % 360},60%,55%)"/>` +
    `<text x="50%" y="58%" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="#fff">` +
    `${escapeXml(text)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
