import { INVOICE_MSG, LIMITS, UPLOAD_MAX_MB } from '@app/contracts';
import { Camera, FileUp, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import { acceptOf, EXTENSIONS, extensionOf, isAcceptedFile, type UploadKind, type UploadProgress } from './upload-file';

export type SubmitFile = (files: File[], onProgress: (p: UploadProgress) => void, signal: AbortSignal) => Promise<void>;

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

/**
 * What an upload failure means to the user, known by its status: the spec's text first, then what to do. A 413 is
 * too large whoever answered it (the app, or a proxy in front of it): several photos together, or the one file.
 */
export function uploadProblem(err: unknown, photos: number): { title: string; detail?: string } {
  if (err instanceof ApiError) {
    if (err.status === 409) {
      return { title: INVOICE_MSG.exists, detail: 'This file has already been uploaded for this restaurant.' };
    }
    if (err.status === 415) {
      return { title: 'This file cannot be read as an invoice', detail: err.message };
    }
    if (err.status === 413) return { title: photos > 1 ? INVOICE_MSG.photosTooLarge : INVOICE_MSG.tooLarge };
  }
  return { title: 'The file could not be uploaded', detail: errorMessage(err) };
}

const isPhoto = (f: File) => ['png', 'jpg', 'jpeg'].includes(extensionOf(f.name));

type Problem = { title: string; detail?: string };

/**
 * What is wrong with a choice of files, or null: each must have an extension the upload takes and not be empty;
 * one file alone, or several photos of one invoice's pages (invoices only), together within the size and page limits.
 */
export function choiceProblem(files: readonly File[], kind: UploadKind): Problem | null {
  const types = EXTENSIONS[kind].map((e) => `.${e}`).join(', ');
  const refused = files.find((f) => !isAcceptedFile(f.name, kind));
  if (refused) return { title: `${refused.name} cannot be uploaded`, detail: `Choose a ${types} file.` };
  const empty = files.find((f) => f.size === 0);
  if (empty) {
    return { title: `${empty.name} is empty`, detail: 'Choose the file again, or save it again where it came from.' };
  }
  const size = files.reduce((n, f) => n + f.size, 0);
  if (files.length === 1) {
    if (size > LIMITS.uploadMaxBytes) {
      return {
        title: INVOICE_MSG.tooLarge,
        detail: `${files[0].name} is ${sizeText(size)}. Choose a file of at most ${UPLOAD_MAX_MB} MB, for example a scan at a lower resolution.`,
      };
    }
    return null;
  }
  if (kind !== 'invoice' || !files.every(isPhoto)) {
    return {
      title: 'Choose one file, or photos of the pages',
      detail: 'A PDF or spreadsheet goes on its own; several photos (.png, .jpg) become the pages of one invoice.',
    };
  }
  if (files.length > LIMITS.uploadMaxPhotos) return { title: INVOICE_MSG.tooManyPhotos };
  if (size > LIMITS.uploadMaxBytes) {
    return {
      title: INVOICE_MSG.photosTooLarge,
      detail: `These ${files.length} photos are ${sizeText(size)}. Take them at a lower resolution, or upload fewer at a time.`,
    };
  }
  return null;
}

/** True on phones and tablets, where the camera can take the invoice's pages. */
function useTouchDevice(): boolean {
  const [touch] = useState(() => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches);
  return Boolean(touch);
}

/**
 * Choose a file (unrecognised extensions are ignored), or — for an invoice — several photos that are the pages of one
 * invoice, taken with the camera on a phone one page at a time; then 'Upload and continue', with the upload's
 * progress.
 */
export function UploadForm({ kind, onSubmit, note, children, ready = true, secondary }: UploadFormProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const touch = useTouchDevice();
  const photos = kind === 'invoice';

  const types = EXTENSIONS[kind].map((e) => `.${e}`).join(', ');
  /** Takes the chosen files in place of the others, or after them (another photo of the next page). */
  const choose = (chosen: readonly File[], add = false) => {
    if (chosen.length === 0) return;
    const next = add && files.every(isPhoto) && chosen.every(isPhoto) ? [...files, ...chosen] : [...chosen];
    // Spec 5: a file with an unrecognised extension is not taken; the user is told why.
    const refused = choiceProblem(next, kind);
    if (inputRef.current) inputRef.current.value = '';
    if (cameraRef.current) cameraRef.current.value = '';
    if (refused) {
      if (!add) setFiles([]);
      setProblem(refused);
      return;
    }
    setProblem(null);
    setFiles(next);
  };
  const remove = (at: number) => {
    setProblem(null);
    setFiles((fs) => fs.filter((_, i) => i !== at));
  };

  const submit = async () => {
    if (!files.length || !ready) return;
    const refused = choiceProblem(files, kind);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setProgress(0);
    const ctrl = new AbortController();
    abort.current = ctrl;
    try {
      await onSubmit(files, (p) => setProgress(p.total ? Math.round((p.loaded / p.total) * 100) : 0), ctrl.signal);
    } catch (err) {
      if (ctrl.signal.aborted) return;
      setProblem(uploadProblem(err, files.length));
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const several = files.length > 1;
  const total = files.reduce((n, f) => n + f.size, 0);
  const allPhotos = files.length > 0 && files.every(isPhoto);
  return (
    <div className="space-y-4">
      {children}
      <div>
        <label
          htmlFor={inputId}
          className={cx(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600',
            files.length ? 'border-emerald-300 bg-emerald-50/40' : 'border-gray-300 bg-gray-50 hover:bg-gray-100',
            busy && 'pointer-events-none opacity-70',
          )}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (!busy) choose(Array.from(e.dataTransfer.files));
          }}
        >
          <FileUp className="size-8 text-emerald-700" aria-hidden="true" />
          <span className="text-sm font-medium text-gray-900">
            {several
              ? `${files.length} photos: the pages of one invoice`
              : files.length
                ? files[0].name
                : kind === 'invoice'
                  ? 'Choose an invoice file'
                  : 'Choose a document file'}
          </span>
          <span className="text-xs text-gray-600">
            {files.length
              ? sizeText(total)
              : photos
                ? `${types} · up to ${UPLOAD_MAX_MB} MB · several photos make one invoice`
                : `${types} · up to ${UPLOAD_MAX_MB} MB`}
          </span>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={acceptOf(kind)}
            multiple={photos}
            className="sr-only"
            disabled={busy}
            aria-label={kind === 'invoice' ? 'Invoice file' : 'Document file'}
            onChange={(e) => choose(Array.from(e.target.files ?? []))}
          />
        </label>
        {photos && touch ? (
          <div className="mt-3 flex justify-center">
            <Button variant="secondary" disabled={busy} onClick={() => cameraRef.current?.click()}>
              <Camera className="-ml-0.5 size-4" aria-hidden="true" />
              {allPhotos ? 'Take a photo of the next page' : 'Take a photo'}
            </Button>
            <input
              ref={cameraRef}
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              tabIndex={-1}
              aria-label="Photo of a page"
              disabled={busy}
              onChange={(e) => choose(Array.from(e.target.files ?? []), true)}
            />
          </div>
        ) : null}
        {several ? <PhotoList files={files} onRemove={remove} disabled={busy} /> : null}
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
        <Button onClick={() => void submit()} disabled={!files.length || !ready || busy}>
          {busy ? <Spinner size="sm" label="Uploading" className="[&_svg]:text-current" /> : null}
          Upload and continue
        </Button>
      </div>
    </div>
  );
}

/** The photos chosen, in page order, each with a small preview and a way to take it out. */
function PhotoList({
  files,
  onRemove,
  disabled,
}: {
  files: File[];
  onRemove: (at: number) => void;
  disabled: boolean;
}) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((f) => URL.createObjectURL(f));
    setUrls(made);
    return () => {
      for (const u of made) URL.revokeObjectURL(u);
    };
  }, [files]);
  return (
    <ol aria-label="Pages" className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
      {files.map((f, i) => (
        <li key={`${i}:${f.name}:${f.size}`} className="flex items-center gap-3 px-3 py-2 text-sm">
          {urls[i] ? (
            <img src={urls[i]} alt="" className="h-12 w-9 shrink-0 rounded border border-gray-200 object-cover" />
          ) : (
            <span className="h-12 w-9 shrink-0 rounded border border-gray-200 bg-gray-100" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-gray-900">Page {i + 1}</span>
            <span className="block truncate text-xs text-gray-600">
              {f.name} · {sizeText(f.size)}
            </span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            aria-label={`Remove page ${i + 1}`}
            disabled={disabled}
            onClick={() => onRemove(i)}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ol>
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
