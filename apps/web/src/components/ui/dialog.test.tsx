import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Account created"
        description="Please log in to access your account"
        footer={
          <>
            <Button variant="secondary">Other</Button>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </>
        }
      />
    </>
  );
}

describe('Dialog', () => {
  it('is labelled by its title and described by its text', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Account created' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Please log in to access your account').id).toBe(dialog.getAttribute('aria-describedby'));
  });

  it('keeps focus inside and closes with Escape, returning focus', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const closeIcon = screen.getByRole('button', { name: 'Close dialog' });
    const last = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(closeIcon);
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(closeIcon);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
