import { SNAPSHOT_ATTRIBUTE } from './names';

/**
 * The member's last screen the boot loader painted over the page goes (the client's screen has
 * settled, or the boot failed), and #root, hidden beneath it, shows (docs/offline.md, "A returning
 * member's last screen"). Boot code: kept apart from the snapshot's other helpers, which are lazy.
 */
export function dropPaintedSnapshot(): void {
  const layers = document.querySelectorAll(`[${SNAPSHOT_ATTRIBUTE}]`);
  if (layers.length === 0) return;
  layers.forEach((element) => element.remove());
  document.getElementById('root')?.style.removeProperty('visibility');
}
