// The images of an export and of an import: an export carries the image files its draft's
// `asset:<hash>` references name (read from the channel's asset library), so `preset validate`
// finds each one in the folder's assets/; an import adds the archive's images to the signed-in
// channel's library (content-addressed: the same bytes are the same `asset:<hash>`), so the draft
// it opens shows them.
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { assetRefsOf } from '@/lib/preset-check/images';
import { assetUrl } from '@/lib/api/operations/get-asset';
import { uploadAsset } from '@/lib/api/operations/upload-asset';
import { operatorTarget } from '@/lib/api/client';
import { assetFileName } from '@/lib/preset-export/preset-files';
import { refreshAssets } from './asset-store';

/** The image files the draft names, by file name in assets/; `missing`: hashes the channel's library could not give. */
export async function draftAssets(draft: BuiltPreset): Promise<{ files: Record<string, Uint8Array>; missing: string[] }> {
  const files: Record<string, Uint8Array> = {};
  const missing: string[] = [];
  const { headers } = operatorTarget();
  for (const hash of assetRefsOf(draft)) {
    try {
      // The operator's channel (X-Channel-Id), not the studio host's.
      const response = await fetch(assetUrl(hash), { headers });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      files[assetFileName(hash, bytes)] = bytes;
    } catch {
      missing.push(hash);
    }
  }
  return { files, missing };
}

/** Adds the archive's images to the channel's library; the names of those refused, with the first reason. */
export async function addArchiveAssets(channelId: string | null, assets: Record<string, Uint8Array>): Promise<{ failed: string[]; reason: string }> {
  const failed: string[] = [];
  let reason = '';
  const names = Object.keys(assets);
  if (names.length === 0) return { failed, reason };
  if (!channelId) return { failed: names, reason: 'not signed in to a channel' };
  for (const [name, bytes] of Object.entries(assets)) {
    try {
      await uploadAsset(new Blob([bytes as Uint8Array<ArrayBuffer>]), name, () => undefined);
    } catch (error) {
      failed.push(name);
      reason ||= error instanceof Error ? error.message : String(error);
    }
  }
  await refreshAssets(channelId);
  return { failed, reason };
}
