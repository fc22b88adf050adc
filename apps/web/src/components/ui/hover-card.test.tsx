import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HoverCard } from './hover-card';
import { LargeDialog } from './large-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <LargeDialog open={open} onClose={() => setOpen(false)} title="Review the lines">
      <HoverCard label="Repairs of row 1" trigger="Repaired">
        <p>400 read as 4.00</p>
        <button type="button">The repair is right</button>
      </HoverCard>
    </LargeDialog>
  );
}

describe('HoverCard', () => {
  it('opens on focus; Escape closes the card, not the dialog it sits in, and focus returns to the trigger', () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Repaired' });
    act(() => trigger.focus());
    const card = screen.getByRole('region', { name: 'Repairs of row 1' });
    expect(card.textContent).toContain('400 read as 4.00');
    const inside = screen.getByRole('button', { name: 'The repair is right' });
    act(() => inside.focus());
    // Tab is left to the browser: it goes on through the page rather than round the card.
    expect(fireEvent.keyDown(inside, { key: 'Tab' })).toBe(true);
    fireEvent.keyDown(inside, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Repairs of row 1' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Review the lines' })).toBeTruthy();
    expect(document.activeElement).toBe(trigger);
    // With the card closed, Escape closes the dialog.
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Review the lines' })).toBeNull();
  });
});
