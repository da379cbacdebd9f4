/**
 * Who the member's screen snapshot belongs to (docs/offline.md, "A returning member's last screen").
 * The boot loader decides synchronously, before any script has loaded, whether to paint it: it
 * cannot use the owner record (Cache Storage, SHA-256: both asynchronous). The snapshot carries a
 * tag of the access token it was written under instead; the loader paints it only while the stored
 * session's token has that tag. Dropped with the kept reads it shows (kept-store.ts) and as the
 * session changes (screen-snapshot.ts). Only lazy member code and the boot loader import this module:
 * a module the boot's code shared would bring every export any chunk uses into the boot chunk.
 */
/** Local storage: the member's last screen as painted, shown by the boot loader at the next load (screen-snapshot.ts). */
export const SCREEN_SNAPSHOT_KEY = 'portal.screenSnapshot';
/** Marks the layer and the style element of the snapshot the boot loader painted over the page. */
export const SNAPSHOT_ATTRIBUTE = 'data-screen-snapshot';

/** The snapshot's format: a stored one of another format is never painted. */
export const SNAPSHOT_VERSION = 1;
/** How long a snapshot may be painted after it was written: a day, as the kept reads it shows. */
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * FNV-1a (32 bits) of a token, hex: a tag to tell tokens apart, not a secret (the token itself is in
 * the same storage). The boot loader (src/boot-loader/) bundles it.
 */
export function tokenTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Logout, a refused refresh, deletion, anyone's sign-in, a start under another token: the snapshot goes. */
export function dropScreenSnapshot(): void {
  try {
    storage()?.removeItem(SCREEN_SNAPSHOT_KEY);
  } catch {
    // Nothing stored, nothing to drop.
  }
}

/** The tag the stored snapshot was written under (null: none, or unreadable). */
export function snapshotOwnerTag(): string | null {
  try {
    const raw = storage()?.getItem(SCREEN_SNAPSHOT_KEY);
    const owner = raw ? (JSON.parse(raw) as { owner?: unknown }).owner : null;
    return typeof owner === 'string' ? owner : null;
  } catch {
    return null;
  }
}

/** This tab's refresh of the same member: the snapshot written under the previous token moves to the new one. */
export function moveScreenSnapshot(previousToken: string, token: string): void {
  const store = storage();
  try {
    const raw = store?.getItem(SCREEN_SNAPSHOT_KEY);
    if (!store || !raw) return;
    const snapshot = JSON.parse(raw) as Record<string, unknown>;
    if (snapshot.owner === tokenTag(previousToken)) store.setItem(SCREEN_SNAPSHOT_KEY, JSON.stringify({ ...snapshot, owner: tokenTag(token) }));
    else store.removeItem(SCREEN_SNAPSHOT_KEY);
  } catch {
    dropScreenSnapshot();
  }
}
