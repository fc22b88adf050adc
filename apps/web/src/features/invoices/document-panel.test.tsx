import type { RowBox } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentPanel, hasPages } from './document-panel';

const asked: unknown[] = [];

const scrolled: ScrollToOptions[] = [];

beforeEach(() => {
  asked.length = 0;
  scrolled.length = 0;
  // jsdom lays nothing out and has no scrolling: what the panel asks for is recorded.
  Element.prototype.scrollTo = function scrollTo(options?: ScrollToOptions | number) {
    if (typeof options === 'object') scrolled.push(options);
  } as Element['scrollTo'];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { invoiceId: number; page: number };
      asked.push(body);
      return new Response(JSON.stringify({ url: `/api/files/page-${body.page}.jpg`, page: body.page, pages: 2 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Panel({ highlight }: { highlight: { box: RowBox; label: string } | null }) {
  const [page, setPage] = useState(1);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <DocumentPanel invoiceId={41} pages={2} page={page} onPage={setPage} highlight={highlight} />
    </QueryClientProvider>
  );
}

const basil: RowBox = { page: 1, x0: 0.1, y0: 0.3, x1: 0.9, y1: 0.34 };

describe('the document beside the review', () => {
  it('shows pages of PDFs and photos, not of spreadsheets', () => {
    expect(hasPages('invoices/3/up_1.pdf')).toBe(true);
    expect(hasPages('invoices/3/up_1.JPG')).toBe(true);
    expect(hasPages('invoices/3/up_1.png')).toBe(true);
    expect(hasPages('invoices/3/up_1.xlsx')).toBe(false);
    expect(hasPages('invoices/3/up_1.csv')).toBe(false);
  });

  it("outlines the chosen row where it was printed, once the page's image is in", async () => {
    render(<Panel highlight={{ box: basil, label: 'Row 2' }} />);
    const image = await screen.findByRole('img', { name: 'Page 1 of the invoice' });
    expect(image.getAttribute('src')).toBe('/api/files/page-1.jpg');
    expect(asked).toEqual([{ invoiceId: 41, page: 1 }]);
    expect(document.querySelector('[data-row-outline]')).toBeNull();
    fireEvent.load(image);
    const outline = document.querySelector<HTMLElement>('[data-row-outline]');
    expect(outline).not.toBeNull();
    // The box with a little room around it, as shares of the image.
    expect(Number.parseFloat(outline?.style.top ?? '')).toBeCloseTo(29.6, 5);
    expect(Number.parseFloat(outline?.style.left ?? '')).toBeCloseTo(9.6, 5);
    expect(Number.parseFloat(outline?.style.height ?? '')).toBeCloseTo(4.8, 5);
    expect(Number.parseFloat(outline?.style.width ?? '')).toBeCloseTo(80.8, 5);
    expect(screen.getByText('Row 2 is outlined on this page.')).toBeTruthy();
    // Brought into view (where jsdom has no sizes, towards the top).
    expect(scrolled).toHaveLength(1);
  });

  it('zooms with the buttons and the keys, and fits the width again', async () => {
    render(<Panel highlight={null} />);
    const image = await screen.findByRole('img', { name: 'Page 1 of the invoice' });
    fireEvent.load(image);
    const content = image.parentElement as HTMLElement;
    expect(content.style.width).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(content.style.width).toBe('125%');
    const view = screen.getByRole('region', { name: /^Page 1, zoom 125%/ });
    fireEvent.keyDown(view, { key: '+' });
    expect(content.style.width).toBe('156.25%');
    fireEvent.keyDown(view, { key: '0' });
    expect(content.style.width).toBe('100%');
    expect(screen.getByRole('button', { name: /Fit width/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(view, { key: '-' });
    expect(content.style.width).toBe('80%');
    expect(screen.getByText('Choose a row to see where it is on the invoice.')).toBeTruthy();
  });

  it('turns the pages, and says on which page a chosen row stands', async () => {
    render(<Panel highlight={{ box: { ...basil, page: 2 }, label: 'Row 5' }} />);
    await screen.findByRole('img', { name: 'Page 1 of the invoice' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByText('Row 5 is on page 2.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const second = await screen.findByRole('img', { name: 'Page 2 of the invoice' });
    expect(second.getAttribute('src')).toBe('/api/files/page-2.jpg');
    fireEvent.load(second);
    expect(screen.getByText('Row 5 is outlined on this page.')).toBeTruthy();
  });

  it('folds away on a narrow screen', async () => {
    render(<Panel highlight={null} />);
    await screen.findByRole('img', { name: 'Page 1 of the invoice' });
    const toggle = screen.getByRole('button', { name: 'The invoice' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.className.split(' ')).toContain('hidden');
  });
});
