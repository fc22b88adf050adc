import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const TABS = ['General', 'Password', 'Plan'] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('General');
  return (
    <Tabs tabs={TABS} value={tab} onChange={setTab} label="Settings">
      <p>{tab} settings</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the open tab in a panel labelled by its tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeTruthy();
    const general = screen.getByRole('tab', { name: 'General' });
    expect(general.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'General' }).textContent).toBe('General settings');
  });

  it('moves and opens with the arrow keys, Home and End, wrapping round', async () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    const press = async (from: string, key: string, to: string) => {
      fireEvent.keyDown(tab(from), { key });
      await vi.waitFor(() => expect(document.activeElement).toBe(tab(to)));
      expect(tab(to).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole('tabpanel').textContent).toBe(`${to} settings`);
    };
    tab('General').focus();
    await press('General', 'ArrowRight', 'Password');
    await press('Password', 'End', 'Plan');
    await press('Plan', 'ArrowRight', 'General');
    await press('General', 'ArrowLeft', 'Plan');
    await press('Plan', 'Home', 'General');
    // Only the open tab is in the tab order.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});
