import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';
import { Dialog } from './dialog';

const ALL: ComboboxOption[] = [
  { id: '1', label: 'Maple Bistro', description: 'Toronto, ON' },
  { id: '2', label: 'Harbour Grill' },
  { id: '3', label: 'Maple Leaf Diner' },
];

function Harness({ onSelect, inDialog = true }: { onSelect: (o: ComboboxOption) => void; inDialog?: boolean }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(true);
  const options = query ? ALL.filter((o) => o.label.toLowerCase().includes(query.toLowerCase())) : [];
  const combobox = (
    <Combobox
      label="Restaurant"
      query={query}
      onQueryChange={setQuery}
      options={options}
      onSelect={(o) => {
        setQuery(o.label);
        onSelect(o);
      }}
    />
  );
  return inDialog ? (
    <Dialog open={open} onClose={() => setOpen(false)} title="Pick">
      {combobox}
    </Dialog>
  ) : (
    combobox
  );
}

const box = () => screen.getByRole('combobox', { name: 'Restaurant' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('Combobox', () => {
  it('lists suggestions as the text is typed; the arrows highlight and Enter picks', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    box().focus();
    type('maple');
    const list = screen.getByRole('listbox', { name: 'Restaurant suggestions' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Maple BistroToronto, ON', 'Maple Leaf Diner']);
    expect(options.some((o) => o.getAttribute('aria-selected') === 'true')).toBe(false);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1].id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(ALL[2]);
    expect((box() as HTMLInputElement).value).toBe('Maple Leaf Diner');
    expect(list.hidden).toBe(true);
  });

  it('picks the only suggestion with Enter, and an option with a click', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    box().focus();
    type('harb');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(ALL[1]);
    type('maple b');
    fireEvent.click(screen.getByRole('option', { name: /Maple Bistro/ }));
    expect(onSelect).toHaveBeenLastCalledWith(ALL[0]);
  });

  it("closes the list with Escape, not the dialog around it; the next Escape is the dialog's", () => {
    render(<Harness onSelect={vi.fn()} />);
    box().focus();
    type('maple');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Pick' })).toBeTruthy();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('maple');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clears the text with Escape once the list is closed', () => {
    render(<Harness onSelect={vi.fn()} inDialog={false} />);
    box().focus();
    type('maple');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect((box() as HTMLInputElement).value).toBe('maple');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect((box() as HTMLInputElement).value).toBe('');
  });
});
