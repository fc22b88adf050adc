import type { RowBox } from '@app/contracts';
import { ChevronDown, ChevronLeft, ChevronRight, FileImage, Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import { useInvoicePage } from './invoices-api';

/** 1 is the page fitted to the panel's width. */
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 5;
const STEP = 1.25;
const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

/** Files whose pages can be shown: PDFs and photos (spreadsheets have none). */
export function hasPages(fileKey: string | null | undefined): boolean {
  return /\.(pdf|png|jpe?g)$/i.test(fileKey ?? '');
}

type Highlight = { box: RowBox; label: string };

/** The row chosen in the grid: its name, and its box when the reading knows where it was printed. */
export type ChosenRow = { box: RowBox | null; label: string };

type DocumentPanelProps = {
  invoiceId: number;
  /** How many pages the parser read (the server's answer wins once it comes). */
  pages: number;
  page: number;
  onPage: (page: number) => void;
  /** The row to show on the page: its box and how to name it. */
  highlight: ChosenRow | null;
  /** Whether the reading placed rows on the pages at all (not for e-invoices or older readings). */
  located?: boolean;
  className?: string;
};

/**
 * The uploaded document beside its review: one page at a time as an image, fitted to the panel's width, zoomed with
 * the buttons, Ctrl + wheel, a pinch, or + and − (0 fits it again) while the page has focus, where the arrow keys
 * move about it. The row chosen in the grid is outlined on its page and brought into view. On a phone the panel
 * stands above the grid and folds away.
 */
export function DocumentPanel({
  invoiceId,
  pages,
  page,
  onPage,
  highlight,
  located = true,
  className,
}: DocumentPanelProps) {
  const [open, setOpen] = useState(true);
  // Beside the grid on wide screens (always shown); above it on narrow ones, where it folds away.
  const wide = useMediaQuery('(min-width: 64rem)');
  const answer = useInvoicePage(invoiceId, page);
  const total = answer.data?.pages ?? Math.max(1, pages);
  const bodyId = useId();
  const shown = highlight?.box && highlight.box.page === page ? { box: highlight.box, label: highlight.label } : null;
  const status = shown
    ? `${shown.label} is outlined on this page.`
    : highlight?.box
      ? `${highlight.label} is on page ${highlight.box.page}.`
      : highlight && located
        ? `${highlight.label} was not found on the pages.`
        : located
          ? 'Choose a row to see where it is on the invoice.'
          : null;
  return (
    <section
      aria-label="Invoice document"
      className={cx('flex min-w-0 flex-col overflow-hidden rounded-xl border border-gray-200 bg-white', className)}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-gray-200 px-2 py-1.5">
        {wide ? (
          <h3 className="flex min-h-8 items-center gap-1.5 px-1 text-sm font-semibold text-gray-900">
            <FileImage className="size-4 text-emerald-700" aria-hidden="true" />
            The invoice
          </h3>
        ) : (
          <button
            type="button"
            className="-ml-0.5 flex min-h-8 items-center gap-1.5 rounded-md px-1.5 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((o) => !o)}
          >
            <FileImage className="size-4 text-emerald-700" aria-hidden="true" />
            The invoice
            <ChevronDown
              className={cx('size-4 text-gray-500 transition-transform', !open && '-rotate-90')}
              aria-hidden="true"
            />
          </button>
        )}
        {total > 1 ? (
          <nav aria-label="Pages of the invoice" className="ml-auto flex items-center gap-1 text-sm text-gray-700">
            <Button
              variant="ghost"
              size="sm"
              className="px-1.5"
              aria-label="Previous page"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </Button>
            <span className="tabular-nums">
              Page {page} of {total}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="px-1.5"
              aria-label="Next page"
              disabled={page >= total}
              onClick={() => onPage(page + 1)}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </div>
      <div
        id={bodyId}
        className={cx(
          'min-h-0 flex-1 flex-col',
          open || wide ? 'flex h-[40vh] max-h-[32rem] lg:h-auto lg:max-h-none' : 'hidden',
        )}
      >
        {answer.data ? (
          <PageView
            key={`${invoiceId}:${page}`}
            url={answer.data.url}
            page={page}
            highlight={shown}
            onFailed={() => void answer.refetch()}
          />
        ) : answer.isError ? (
          <PanelMessage title="This page cannot be shown" detail={errorMessage(answer.error)}>
            <Button variant="secondary" size="sm" onClick={() => void answer.refetch()}>
              Try again
            </Button>
          </PanelMessage>
        ) : (
          <div className="flex flex-1 items-center justify-center py-10">
            <Spinner size="lg" label="Loading the page" />
          </div>
        )}
        {status ? (
          <p aria-live="polite" className="min-h-6 border-t border-gray-100 px-3 py-1 text-xs text-gray-600">
            {status}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

function PanelMessage({ title, detail, children }: { title: string; detail?: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 px-4 py-10 text-center">
      <div className="rounded-full bg-gray-100 p-3 text-gray-500">
        <FileImage className="size-6" aria-hidden="true" />
      </div>
      <p className="text-sm font-medium text-gray-900">{title}</p>
      {detail ? <p className="max-w-xs text-sm text-gray-600">{detail}</p> : null}
      {children}
    </div>
  );
}

type PageViewProps = { url: string; page: number; highlight: Highlight | null; onFailed: () => void };

type Anchor = { x: number; y: number; sx: number; sy: number; ratio: number };

function PageView({ url, page, highlight, onFailed }: PageViewProps) {
  const viewport = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const anchor = useRef<Anchor | null>(null);

  /** Zooms keeping the point at (x, y) of the viewport (its centre by default) where it is. */
  const zoomTo = useCallback((next: number, at?: { x: number; y: number }) => {
    const v = viewport.current;
    const z = clampZoom(next);
    if (!v || Math.abs(z - zoomRef.current) < 1e-3) return;
    const p = at ?? { x: v.clientWidth / 2, y: v.clientHeight / 2 };
    anchor.current = { ...p, sx: v.scrollLeft + p.x, sy: v.scrollTop + p.y, ratio: z / zoomRef.current };
    zoomRef.current = z;
    setZoom(z);
  }, []);

  useLayoutEffect(() => {
    const a = anchor.current;
    const v = viewport.current;
    if (!a || !v) return;
    anchor.current = null;
    v.scrollLeft = a.sx * a.ratio - a.x;
    v.scrollTop = a.sy * a.ratio - a.y;
  }, [zoom]);

  // Ctrl + wheel (a trackpad's pinch too) and a two-finger pinch zoom the page; they must not zoom the whole screen.
  useEffect(() => {
    const v = viewport.current;
    if (!v) return;
    const local = (clientX: number, clientY: number) => {
      const r = v.getBoundingClientRect();
      return { x: clientX - r.left, y: clientY - r.top };
    };
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      zoomTo(zoomRef.current * Math.exp(-e.deltaY * 0.002), local(e.clientX, e.clientY));
    };
    let pinch: { distance: number; zoom: number } | null = null;
    const spread = (t: TouchList) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
    const onTouchStart = (e: TouchEvent) => {
      if (e.touches.length === 2) pinch = { distance: spread(e.touches), zoom: zoomRef.current };
    };
    const onTouchMove = (e: TouchEvent) => {
      if (!pinch || e.touches.length !== 2) return;
      e.preventDefault();
      const [a, b] = [e.touches[0], e.touches[1]];
      zoomTo(
        (pinch.zoom * spread(e.touches)) / Math.max(1, pinch.distance),
        local((a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2),
      );
    };
    const onTouchEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) pinch = null;
    };
    v.addEventListener('wheel', onWheel, { passive: false });
    v.addEventListener('touchstart', onTouchStart, { passive: true });
    v.addEventListener('touchmove', onTouchMove, { passive: false });
    v.addEventListener('touchend', onTouchEnd);
    v.addEventListener('touchcancel', onTouchEnd);
    return () => {
      v.removeEventListener('wheel', onWheel);
      v.removeEventListener('touchstart', onTouchStart);
      v.removeEventListener('touchmove', onTouchMove);
      v.removeEventListener('touchend', onTouchEnd);
      v.removeEventListener('touchcancel', onTouchEnd);
    };
  }, [zoomTo]);

  // The outlined row is brought into view when it changes (and once the page has loaded).
  const box = highlight?.box ?? null;
  const boxKey = box ? `${box.x0}:${box.y0}:${box.x1}:${box.y1}` : '';
  // The row (boxKey) and the page's loading decide when to scroll, not each zoom step.
  useEffect(() => {
    const v = viewport.current;
    const c = content.current;
    if (!box || !loaded || !v || !c) return;
    const w = c.clientWidth;
    const h = c.clientHeight;
    const top = c.offsetTop + box.y0 * h;
    const bottom = c.offsetTop + box.y1 * h;
    const left = c.offsetLeft + box.x0 * w;
    const right = c.offsetLeft + box.x1 * w;
    const margin = 24;
    const fits = (lo: number, hi: number, from: number, size: number) => lo >= from + 4 && hi <= from + size - 4;
    const target = (lo: number, hi: number, size: number) =>
      hi - lo + 2 * margin > size ? lo - margin : lo - (size - (hi - lo)) / 2;
    const next = {
      top: fits(top, bottom, v.scrollTop, v.clientHeight) ? v.scrollTop : target(top, bottom, v.clientHeight),
      left: fits(left, right, v.scrollLeft, v.clientWidth) ? v.scrollLeft : target(left, right, v.clientWidth),
    };
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    v.scrollTo({ top: Math.max(0, next.top), left: Math.max(0, next.left), behavior: still ? 'auto' : 'smooth' });
  }, [boxKey, loaded]);

  if (failed) {
    return (
      <PanelMessage title="This page cannot be shown" detail="The image did not load.">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setFailed(false);
            onFailed();
          }}
        >
          Try again
        </Button>
      </PanelMessage>
    );
  }

  const pad = 0.004;
  return (
    <>
      <div className="flex items-center justify-end gap-1 border-b border-gray-100 px-2 py-1">
        <Button
          variant="ghost"
          size="sm"
          className="px-1.5"
          aria-label="Zoom out"
          title="Zoom out (−)"
          disabled={zoom <= MIN_ZOOM}
          onClick={() => zoomTo(zoom / STEP)}
        >
          <ZoomOut className="size-4" aria-hidden="true" />
        </Button>
        <span className="w-12 text-center text-xs tabular-nums text-gray-700" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="px-1.5"
          aria-label="Zoom in"
          title="Zoom in (+)"
          disabled={zoom >= MAX_ZOOM}
          onClick={() => zoomTo(zoom * STEP)}
        >
          <ZoomIn className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="px-2"
          title="Fit to width (0)"
          disabled={zoom === 1}
          onClick={() => zoomTo(1)}
        >
          <Maximize2 className="size-3.5" aria-hidden="true" />
          Fit width
        </Button>
      </div>
      <section
        ref={viewport}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the page scrolls and zooms from the keyboard once focused.
        tabIndex={0}
        aria-label={`Page ${page}, zoom ${Math.round(zoom * 100)}%. Plus and minus zoom, 0 fits the width, arrow keys scroll.`}
        aria-roledescription="page image"
        className="relative min-h-0 flex-1 overflow-auto overscroll-contain bg-gray-100 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-emerald-600"
        onKeyDown={(e) => {
          if (e.ctrlKey || e.metaKey || e.altKey) return;
          if (e.key === '+' || e.key === '=') zoomTo(zoomRef.current * STEP);
          else if (e.key === '-' || e.key === '_') zoomTo(zoomRef.current / STEP);
          else if (e.key === '0') zoomTo(1);
          else return;
          e.preventDefault();
        }}
      >
        <div ref={content} className="relative mx-auto" style={{ width: `${zoom * 100}%` }}>
          <img
            src={url}
            alt={`Page ${page} of the invoice`}
            draggable={false}
            className={cx('block h-auto w-full select-none bg-white', !loaded && 'min-h-64')}
            onLoad={() => setLoaded(true)}
            onError={() => setFailed(true)}
          />
          {box && loaded ? (
            <div
              data-row-outline=""
              aria-hidden="true"
              className="pointer-events-none absolute rounded-sm bg-amber-300/25 ring-2 ring-amber-500 transition-all duration-200 motion-reduce:transition-none"
              style={{
                left: `${Math.max(0, box.x0 - pad) * 100}%`,
                top: `${Math.max(0, box.y0 - pad) * 100}%`,
                width: `${(Math.min(1, box.x1 + pad) - Math.max(0, box.x0 - pad)) * 100}%`,
                height: `${(Math.min(1, box.y1 + pad) - Math.max(0, box.y0 - pad)) * 100}%`,
              }}
            />
          ) : null}
          {!loaded ? (
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner size="lg" label="Loading the page" />
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
