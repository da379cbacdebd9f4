/** How long the object URL of a saved file lives (the browser has started the download by then). */
const REVOKE_AFTER_MS = 60_000;

/** Saves a fetched file (the bearer header never goes into a URL, so the file comes as a blob). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** `receipt-<uid>.pdf` (or the blob's image type), with characters unsafe in file names replaced. */
export function receiptFileName(uid: string, blob: Blob): string {
  const extension = blob.type === 'image/png' ? 'png' : blob.type === 'image/jpeg' ? 'jpg' : 'pdf';
  const safe = uid.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'receipt';
  return `receipt-${safe}.${extension}`;
}
