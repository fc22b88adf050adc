import {
  CATALOG_IMPORT,
  CATALOG_IMPORT_MSG,
  type CatalogImportPreview,
  type CatalogImportRow,
  INVOICE_MSG,
  LIMITS,
  UPLOAD_MAX_MB,
} from '@app/contracts';
import { Download, FileUp } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { LargeDialog } from '../../components/ui/large-dialog';
import { Pager } from '../../components/ui/pager';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { ApiError, errorMessage, REQUEST_TOO_LARGE } from '../../lib/api';
import { csvDataUrl } from '../../lib/csv';
import { cx } from '../../lib/cx';
import { extensionOf } from '../invoices/upload-file';
import { templateCsv } from './catalogue-csv';
import { previewCatalogueFile, useCommitImport } from './import-api';
import { BigChangesAlert, ImportPreviewTable } from './import-preview-table';

const PAGE_SIZE = 100;
const ACCEPT = CATALOG_IMPORT.extensions.map((e) => `.${e}`).join(',');

type View = 'all' | 'error' | 'new' | 'update' | 'unchanged';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** What a failed upload means to the supplier. */
function uploadProblem(err: unknown): string {
  // 413: the server names the limit (the file's size, or its number of rows); a proxy's bare 413 means the size.
  if (err instanceof ApiError && err.status === 413)
    return err.message === REQUEST_TOO_LARGE ? INVOICE_MSG.tooLarge : err.message;
  return errorMessage(err);
}

type ImportItemsDialogProps = { open: boolean; onClose: () => void };

/**
 * Import items from a CSV or Excel file: choose the file, review every row (new, update, unchanged, or its
 * errors), leave rows out, then 'Import N items'. The catalogue refreshes afterwards.
 */
export function ImportItemsDialog({ open, onClose }: ImportItemsDialogProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<CatalogImportPreview | null>(null);
  const [excluded, setExcluded] = useState<Set<number>>(() => new Set());
  const [view, setView] = useState<View>('all');
  const [page, setPage] = useState(0);
  const commit = useCommitImport();
  const { reset: resetCommit } = commit;

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setProgress(null);
    setProblem(null);
    setPreview(null);
    setExcluded(new Set());
    setView('all');
    setPage(0);
    resetCommit();
    return () => abort.current?.abort();
  }, [open, resetCommit]);

  useEffect(() => {
    if (preview) summaryRef.current?.focus();
  }, [preview]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    if (!(CATALOG_IMPORT.extensions as readonly string[]).includes(extensionOf(chosen.name))) {
      setFile(null);
      setProblem(CATALOG_IMPORT_MSG.wrongExtension);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    if (chosen.size > LIMITS.uploadMaxBytes) {
      setFile(null);
      setProblem(INVOICE_MSG.tooLarge);
      return;
    }
    setFile(chosen);
  };

  const review = async () => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    const ctrl = new AbortController();
    abort.current = ctrl;
    try {
      const result = await previewCatalogueFile(
        file,
        (p) => setProgress(p.total ? Math.round((p.loaded / p.total) * 100) : 0),
        ctrl.signal,
      );
      setExcluded(new Set());
      setView('all');
      setPage(0);
      setPreview(result);
    } catch (err) {
      if (!ctrl.signal.aborted) setProblem(uploadProblem(err));
    } finally {
      setProgress(null);
    }
  };

  const rows = preview?.rows ?? [];
  const shown = useMemo(() => (view === 'all' ? rows : rows.filter((r) => r.action === view)), [rows, view]);
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const pageRows = shown.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const toImport = rows.filter((r) => (r.action === 'new' || r.action === 'update') && !excluded.has(r.row)).length;

  const toggle = (row: number, include: boolean) =>
    setExcluded((prev) => {
      const next = new Set(prev);
      if (include) next.delete(row);
      else next.add(row);
      return next;
    });
  const toggleAll = (include: boolean) =>
    setExcluded((prev) => {
      const next = new Set(prev);
      for (const r of pageRows) if (r.action !== 'error') include ? next.delete(r.row) : next.add(r.row);
      return next;
    });

  const runImport = () => {
    if (!preview || toImport === 0) return;
    commit.mutate(
      { uploadId: preview.uploadId, excludeRows: [...excluded] },
      {
        onSuccess: (r) => {
          const done = r.created + r.updated;
          const clean = r.errors.length === 0 && r.skipped === 0;
          toast.success(clean ? INVOICE_MSG.importedTitle : CATALOG_IMPORT_MSG.imported(done), {
            description: [
              `${r.created} new, ${r.updated} updated.`,
              r.errors.length
                ? `${plural(r.errors.length, 'row')} with errors ${r.errors.length === 1 ? 'was' : 'were'} not imported.`
                : '',
              'Connected restaurants will find them in search.',
            ]
              .filter(Boolean)
              .join(' '),
          });
          onClose();
        },
      },
    );
  };

  const close = () => {
    if (!commit.isPending) onClose();
  };
  const busy = progress !== null;
  const counts = preview?.counts;

  const views: { value: View; label: string }[] = counts
    ? [
        { value: 'all', label: `All ${counts.total}` },
        { value: 'error', label: `Errors ${counts.errors}` },
        { value: 'new', label: `New ${counts.new}` },
        { value: 'update', label: `Updated ${counts.updated}` },
        { value: 'unchanged', label: `Unchanged ${counts.unchanged}` },
      ]
    : [];

  return (
    <LargeDialog
      open={open}
      onClose={close}
      title="Import items"
      description={
        preview
          ? `Review ${preview.fileName} before importing. Rows with errors are not imported.`
          : 'Add or update many items at once from a CSV or Excel file.'
      }
      footer={
        preview ? (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setPreview(null);
                setFile(null);
                resetCommit();
              }}
              disabled={commit.isPending}
              className="sm:mr-auto"
            >
              Choose another file
            </Button>
            <Button variant="secondary" onClick={close} disabled={commit.isPending}>
              Cancel
            </Button>
            <Button onClick={runImport} loading={commit.isPending} disabled={toImport === 0}>
              {toImport === 0 ? 'Nothing to import' : `Import ${plural(toImport, 'item')}`}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void review()} disabled={!file || busy} loading={busy}>
              Review file
            </Button>
          </>
        )
      }
    >
      {preview && counts ? (
        <div className="space-y-4">
          <div
            ref={summaryRef}
            tabIndex={-1}
            role="status"
            aria-label="Import summary"
            className="flex flex-wrap gap-2 rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            <Count tone="green" label={`${plural(counts.new, 'new item')}`} />
            <Count tone="blue" label={`${plural(counts.updated, 'updated item')}`} />
            {counts.unchanged ? (
              <Count tone="gray" label={`${counts.unchanged.toLocaleString('en-US')} unchanged`} />
            ) : null}
            <Count
              tone={counts.errors ? 'red' : 'gray'}
              label={`${counts.errors.toLocaleString('en-US')} with errors`}
            />
          </div>
          {preview.status === 'imported' ? <Alert tone="info">This file has been imported already.</Alert> : null}
          <BigChangesAlert rows={preview.rows} />
          {preview.warnings.map((w) => (
            <Alert key={w} tone="info">
              {w}
            </Alert>
          ))}
          <p className="text-sm text-gray-600">
            Columns read:{' '}
            {preview.columns.map((c, i) => (
              <span key={`${c.field}-${c.header}`}>
                {i > 0 ? ', ' : ''}
                <span className="font-medium text-gray-800">{c.header}</span>
              </span>
            ))}
          </p>
          {commit.isError ? (
            <Alert tone="error" title={INVOICE_MSG.importFailed}>
              {errorMessage(commit.error)}
            </Alert>
          ) : null}
          <SegmentedControl
            label="Rows to show"
            options={views}
            value={view}
            onChange={(v) => {
              setView(v);
              setPage(0);
            }}
            className="max-w-full overflow-x-auto"
          />
          {shown.length ? (
            <ImportPreviewTable
              rows={pageRows}
              excluded={excluded}
              onToggle={toggle}
              onToggleAll={toggleAll}
              disabled={commit.isPending}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
              No rows here.
            </p>
          )}
          <Pager
            label="Pages of rows"
            page={page}
            pageCount={pageCount}
            onPage={setPage}
            summary={summaryText(shown, page)}
          />
        </div>
      ) : (
        <div className="space-y-4">
          <label
            htmlFor={inputId}
            className={cx(
              'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-10 text-center',
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
            <span className="text-sm font-medium text-gray-900">{file ? file.name : 'Choose a catalogue file'}</span>
            <span className="text-xs text-gray-600">
              .csv or .xlsx · up to {UPLOAD_MAX_MB} MB · at most {CATALOG_IMPORT.maxRows.toLocaleString('en-US')} items
            </span>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              disabled={busy}
              aria-label="Catalogue file"
              data-autofocus
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </label>
          {busy ? (
            <p className="flex items-center gap-2 text-sm text-gray-700" role="status">
              <Spinner size="sm" label="Reading the file" />
              {progress !== null && progress < 100 ? `Uploading… ${progress}%` : 'Reading the file…'}
            </p>
          ) : null}
          {problem ? (
            <Alert tone="error" title="The file cannot be imported">
              {problem}
            </Alert>
          ) : null}
          <div className="space-y-2 text-sm text-gray-600">
            <p>
              The first row names the columns: {CATALOG_IMPORT.templateHeaders.join(', ')}. Common names such as
              Description, SKU, Item #, UOM, Size or Unit price are read too. Name and Price are needed; rows with an
              item code you already sell update that item.
            </p>
            <a
              href={csvDataUrl(templateCsv())}
              download="catalogue-template.csv"
              className={buttonClasses('link', 'md', 'inline-flex items-center gap-1.5')}
            >
              <Download className="size-4" aria-hidden="true" />
              Download template
            </a>
          </div>
        </div>
      )}
    </LargeDialog>
  );
}

function summaryText(rows: readonly CatalogImportRow[], page: number): string {
  if (!rows.length) return '';
  const first = page * PAGE_SIZE + 1;
  const last = Math.min(rows.length, (page + 1) * PAGE_SIZE);
  return `Rows ${first}–${last} of ${rows.length.toLocaleString('en-US')}`;
}

const COUNT_TONES = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
} as const;

function Count({ tone, label }: { tone: keyof typeof COUNT_TONES; label: string }) {
  return (
    <span className={cx('rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset', COUNT_TONES[tone])}>
      {label}
    </span>
  );
}
