import type { CatalogImportPreview, CatalogImportResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { newUploadId, postWithProgress, readAsBase64, type UploadProgress } from '../invoices/upload-file';
import { supplierKeys } from './items-api';

/** Sends a catalogue file to be read for review; nothing is imported yet. */
export async function previewCatalogueFile(
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<CatalogImportPreview> {
  const fileContentBase64 = await readAsBase64(file);
  return postWithProgress<CatalogImportPreview>(
    '/item_import_preview',
    { fileContentBase64, fileName: file.name, uploadId: newUploadId() },
    onProgress,
    signal,
  );
}

/** Imports the reviewed rows of a previewed file; the catalogue is refetched afterwards. */
export function useCommitImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { uploadId: string; excludeRows: number[] }) =>
      api<CatalogImportResult>('/item_import_commit', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: supplierKeys.catalogue }),
  });
}
