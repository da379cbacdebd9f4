// WCAG AA contrast (4.5:1 for normal text) of the text/background pairs a preset configures, on the
// sections as the portal sees them (defaults filled). Pairs whose text colour the portal derives
// with the spec's brightness rule (textOn) are warnings: the preset can only change the background.
import { parseRgb, textOn } from '@/engine/theme/color';
import type { Sections } from '@/generated/sections';
import type { Finding } from './findings.ts';

export const minimumContrast = 4.5;

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of two CSS colours, or null when one cannot be read (hsl(), rare names, alpha). */
export function contrastRatio(a: string, b: string): number | null {
  const ra = parseRgb(a);
  const rb = parseRgb(b);
  if (!ra || !rb) return null;
  const [hi, lo] = [luminance(ra), luminance(rb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Pair = { background: [string, string]; text: [string, string] | 'derived'; when?: boolean; label: string };

function pairs(s: Sections): Pair[] {
  const f = s.FOOTER;
  return [
    { label: 'page text', background: ['VISUAL', '/color/background'], text: ['VISUAL', '/color/text'] },
    { label: 'primary buttons', background: ['VISUAL', '/color/primary'], text: 'derived' },
    { label: 'header', background: ['HEADER', '/background'], text: ['HEADER', '/text'] },
    { label: 'points pill', background: ['HEADER', '/points_pillbox'], text: ['HEADER', '/points_pillbox_text'], when: s.HEADER.show_points },
    { label: 'menu', background: ['MENU', '/background'], text: ['MENU', '/text'] },
    { label: 'mobile menu', background: ['MENU', '/mobile_menu_background'], text: ['MENU', '/mobile_menu_text'] },
    { label: 'unread news badge', background: ['MENU', '/unread_news_background'], text: ['MENU', '/unread_news_text'] },
    { label: 'footer', background: ['FOOTER', '/background'], text: ['FOOTER', '/text'], when: f.enabled },
    { label: 'sidebar', background: ['SIDEBAR', '/background'], text: ['SIDEBAR', '/text'] },
    { label: 'sidebar button', background: ['SIDEBAR', '/button'], text: ['SIDEBAR', '/button_text'] },
    { label: 'coupon tile', background: ['COUPON', '/tile'], text: ['COUPON', '/tile_text'] },
    { label: 'coupon ribbon', background: ['COUPON', '/ribbon'], text: 'derived' },
    { label: 'coupon button (use)', background: ['COUPON', '/button_use'], text: ['COUPON', '/button_use_text'] },
    { label: 'coupon button (active)', background: ['COUPON', '/button_active'], text: ['COUPON', '/button_active_text'] },
    { label: 'coupon button (inactive)', background: ['COUPON', '/button_inactive'], text: ['COUPON', '/button_inactive_text'] },
    { label: 'confirm button', background: ['GENERAL', '/confirm_button_background'], text: ['GENERAL', '/confirm_button_text'] },
  ];
}

function read(sections: Sections, [name, pointer]: [string, string]): string {
  let node: unknown = sections[name as keyof Sections];
  for (const token of pointer.slice(1).split('/')) node = (node as Record<string, unknown>)[token];
  return String(node);
}

export function checkContrast(sections: Sections): Finding[] {
  const findings: Finding[] = [];
  for (const pair of pairs(sections)) {
    if (pair.when === false) continue;
    const bg = read(sections, pair.background);
    const text = pair.text === 'derived' ? textOn(bg) : read(sections, pair.text);
    const pointer = `/sections/${pair.background[0]}${pair.text === 'derived' ? pair.background[1] : pair.text[1]}`;
    const ratio = contrastRatio(bg, text);
    if (ratio === null) {
      findings.push({ severity: 'warning', check: 'contrast', pointer, message: `${pair.label}: cannot compute the contrast of ${text} on ${bg}` });
      continue;
    }
    if (ratio >= minimumContrast) continue;
    const derived = pair.text === 'derived';
    findings.push({
      severity: derived ? 'warning' : 'error',
      check: 'contrast',
      pointer,
      message: `${pair.label}: ${text} on ${bg} has contrast ${ratio.toFixed(2)}:1, below WCAG AA ${minimumContrast}:1${derived ? ' (text colour derived by the brightness rule)' : ''}`,
    });
  }
  return findings;
}
