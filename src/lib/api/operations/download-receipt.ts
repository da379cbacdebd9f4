import { useMutation } from '@tanstack/react-query';
import { api, call } from '../client';

/**
 * The bill as a PDF blob, fetched with the bearer header (a token never goes into a URL); the
 * screen saves it. A download is an action, not cached data, hence a mutation.
 */
export const downloadReceipt = (id: string, signal?: AbortSignal): Promise<Blob> =>
  call(api().GET('/receipt/{id}/file', { params: { path: { id } }, parseAs: 'blob', signal }));

export function useDownloadReceipt() {
  return useMutation({ mutationFn: (id: string) => downloadReceipt(id) });
}
