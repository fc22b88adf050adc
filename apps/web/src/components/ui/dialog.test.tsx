import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('keeps focus inside and closes with Escape, returning focus', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const closeIcon = screen.getByRole('button', { name: 'Close dialog' });
    const last = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(closeIcon);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(closeIcon);
    fireEvent.keyDown(closeIcon, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('starts on the control marked data-autofocus', () => {
    render(
      <Dialog open onClose={() => undefined} title="Add note" footer={<Button>Save</Button>}>
        <input aria-label="Note" data-autofocus />
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note' }));
  });
});
