import { INVOICE_MSG, LIMITS } from '@app/contracts';
import { FileUp } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import { acceptOf, EXTENSIONS, isAcceptedFile, type UploadKind, type UploadProgress } from './upload-file';

export type SubmitFile = (file: File, onProgress: (p: UploadProgress) => void, signal: AbortSignal) => Promise<void>;

type UploadFormProps = {
  kind: UploadKind;
  onSubmit: SubmitFile;
  /** Shown under the file box (e.g. the note about emailing invoices). */
  note?: ReactNode;
  /** Fields shown above the file box (e.g. a new document's name). */
  children?: ReactNode;
  /** False while the fields above are incomplete. */
  ready?: boolean;
  secondary?: ReactNode;
};

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What an upload failure means to the user: the spec's text first, then what to do. */
export function uploadProblem(err: unknown): { title: string; detail?: string } {
  if (err instanceof ApiError) {
    if (err.message === INVOICE_MSG.exists) {
      return { title: INVOICE_MSG.exists, detail: 'This file has already been uploaded for this restaurant.' };
    }
    if (err.status === 415) {
      return { title: 'This file cannot be read as an invoice', detail: err.message };
    }
    if (err.status === 413) return { title: INVOICE_MSG.tooLarge };
  }
  return { title: 'The file could not be uploaded', detail: errorMessage(err) };
}

/** Choose a file (unrecognised extensions are ignored), 'Upload and continue', with the upload's progress. */
export function UploadForm({ kind, onSubmit, note, children, ready = true, secondary }: UploadFormProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ title: string; detail?: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const types = EXTENSIONS[kind].map((e) => `.${e}`).join(', ');
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    // Spec 5: a file with an unrecognised extension is not taken; the user is told why.
    const refused = !isAcceptedFile(chosen.name, kind)
      ? { title: `${chosen.name} cannot be uploaded`, detail: `Choose a ${types} file.` }
      : chosen.size === 0
        ? { title: `${chosen.name} is empty`, detail: 'Choose the file again, or save it again where it came from.' }
        : chosen.size > LIMITS.uploadMaxBytes
          ? {
              title: INVOICE_MSG.tooLarge,
              detail: `${chosen.name} is ${sizeText(chosen.size)}. Choose a file of at most 20 MB, for example a scan at a lower resolution.`,
            }
          : null;
    if (refused) {
      if (inputRef.current) inputRef.current.value = '';
      setFile(null);
      setProblem(refused);
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  const submit = async () => {
    if (!file || !ready) return;
    if (file.size > LIMITS.uploadMaxBytes) {
      setProblem({ title: INVOICE_MSG.tooLarge });
      return;
    }
    setProblem(null);
    setProgress(0);
    const ctrl = new AbortController();
    abort.current = ctrl;
    try {
      await onSubmit(file, (p) => setProgress(p.total ? Math.round((p.loaded / p.total) * 100) : 0), ctrl.signal);
    } catch (err) {
      if (ctrl.signal.aborted) return;
      setProblem(uploadProblem(err));
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <div className="space-y-4">
      {children}
      <div>
        <label
          htmlFor={inputId}
          className={cx(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600',
            file ? 'border-emerald-300 bg-emerald-50/40' : 'border-gray-300 bg-gray-50 hover:bg-gray-100',
            busy && 'pointer-events-none opacity-70',
          )}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (!busy) choose(e.dataTransfer.files[0]);
          }}
        >
          <FileUp className="size-8 text-emerald-700" aria-hidden="true" />
          <span className="text-sm font-medium text-gray-900">
            {file ? file.name : kind === 'invoice' ? 'Choose an invoice file' : 'Choose a document file'}
          </span>
          <span className="text-xs text-gray-600">{file ? sizeText(file.size) : `${types} · up to 20 MB`}</span>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={acceptOf(kind)}
            className="sr-only"
            disabled={busy}
            aria-label={kind === 'invoice' ? 'Invoice file' : 'Document file'}
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </label>
        {note ? <div className="mt-2 text-sm text-gray-600">{note}</div> : null}
      </div>
      {problem ? (
        <Alert tone="error" title={problem.title}>
          {problem.detail}
        </Alert>
      ) : null}
      {busy ? <UploadBar percent={progress} /> : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {secondary}
        <Button onClick={() => void submit()} disabled={!file || !ready || busy}>
          {busy ? <Spinner size="sm" label="Uploading" className="[&_svg]:text-current" /> : null}
          Upload and continue
        </Button>
      </div>
    </div>
  );
}

function UploadBar({ percent }: { percent: number }) {
  const done = percent >= 100;
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm text-gray-700">
        <span>{done ? 'Saving the file…' : 'Uploading…'}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-emerald-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
