import type { BodyOf, ResponseOf } from '@app/contracts';
import { useChange } from '../../lib/call';
import { callWithProgress, newUploadId, readAsBase64, type UploadProgress } from '../invoices/upload-file';

/** Sends a catalogue file to be read for review; nothing is imported yet. */
export async function previewCatalogueFile(
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ResponseOf<'/item_import_preview'>> {
  const body: BodyOf<'/item_import_preview'> = {
    fileContentBase64: await readAsBase64(file),
    fileName: file.name,
    uploadId: newUploadId(),
  };
  return callWithProgress('/item_import_preview', body, onProgress, signal);
}

/** Imports the reviewed rows of a previewed file; the catalogue and every search are refreshed afterwards. */
export function useCommitImport() {
  return useChange('/item_import_commit');
}
