// A tab's asset library loaded before another operator's upload: a draft naming the new image loads
// the library again (once), so the check knows the image; a hash the service lacks stays unknown to
// it (a finding) without loading the library over and over.
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const C = 'c'.repeat(64);
const served = { hashes: [A] };
const listAssets = vi.fn(async () => ({ assets: served.hashes.map((hash) => ({ hash })), limits: {} }));

vi.mock('@/lib/api/operations/list-assets', () => ({ listAssets: () => listAssets() }));
vi.mock('./operator/use-operator', () => ({ useOperatorSession: () => ({ channelId: 'demo' }) }));

const { useAssetLibrary } = await import('./asset-store');

describe('the studio asset library', () => {
  beforeEach(() => {
    served.hashes = [A];
    listAssets.mockClear();
  });

  it('loads again when the draft names an image uploaded since, once, and is unknown meanwhile', async () => {
    const { result, rerender } = renderHook(({ wanted }: { wanted: string[] }) => useAssetLibrary(wanted), { initialProps: { wanted: [A] } });
    await waitFor(() => expect(result.current?.hashes.has(A)).toBe(true));
    expect(listAssets).toHaveBeenCalledTimes(1);

    // Another operator uploads B; this tab opens a proposal showing it.
    served.hashes = [B, A];
    rerender({ wanted: [A, B] });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.hashes.has(B)).toBe(true));
    expect(listAssets).toHaveBeenCalledTimes(2);

    // C is in no library: loaded for once, then the library is known again and lacks it.
    rerender({ wanted: [A, B, C] });
    await waitFor(() => expect(result.current?.sought.has(C)).toBe(true));
    expect(result.current?.hashes.has(C)).toBe(false);
    rerender({ wanted: [C, A, B] });
    expect(result.current).not.toBeNull();
    expect(listAssets).toHaveBeenCalledTimes(3);
  });
});
