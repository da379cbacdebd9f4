import type { components } from '@/generated/api';
import { operatorTarget } from '../client';
import { ApiError } from '../errors';

export type Asset = components['schemas']['Asset'];

/**
 * uploadAsset: the file's bytes as the body (the service sniffs the type from them), reporting the
 * share sent (0 to 1) as it goes. Rejects with an ApiError whose body holds the refusal's `code`
 * (ASSET_TYPE, ASSET_SVG, ASSET_TOO_LARGE, ASSET_DIMENSIONS, ASSET_EMPTY) and message.
 */
export function uploadAsset(file: Blob, name: string, onProgress: (share: number) => void): Promise<Asset> {
  const { root, headers } = operatorTarget();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${root}/platform/operator/assets?name=${encodeURIComponent(name.slice(0, 200))}`);
    for (const [header, value] of Object.entries(headers)) xhr.setRequestHeader(header, value);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('The upload did not reach the service', 'network'));
    xhr.onload = () => {
      let body: { data?: Asset; message?: string; code?: string } = {};
      try {
        body = JSON.parse(xhr.responseText || '{}') as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status === 200 && body.data) return resolve(body.data);
      reject(new ApiError(body.message ?? `HTTP ${xhr.status}`, 'http', xhr.status, body));
    };
    xhr.send(file);
  });
}
