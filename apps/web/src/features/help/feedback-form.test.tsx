import { FEEDBACK_LIMITS, FEEDBACK_MSG } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { FeedbackForm } from './feedback-form';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/api')>()),
  // The path and body each call sends.
  api: (path: string, body: unknown) => call(path, body),
}));

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FeedbackForm />
    </QueryClientProvider>,
  );
  return {
    subject: screen.getByLabelText(/^Subject/) as HTMLInputElement,
    message: screen.getByLabelText(/^Message/) as HTMLTextAreaElement,
    send: screen.getByRole('button', { name: 'Send message' }),
  };
}

const sentKeys = () => call.mock.calls.map((c) => (c[1] as { requestKey: string }).requestKey);

describe('Help page message form', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('says what is missing or too long and sends nothing', async () => {
    const f = renderForm();
    fireEvent.click(f.send);
    expect(await screen.findByText(FEEDBACK_MSG.subjectRequired)).toBeTruthy();
    expect(screen.getByText(FEEDBACK_MSG.messageRequired)).toBeTruthy();
    fireEvent.change(f.subject, { target: { value: 'Prices' } });
    fireEvent.change(f.message, { target: { value: 'x'.repeat(FEEDBACK_LIMITS.message + 1) } });
    fireEvent.click(f.send);
    expect(await screen.findByText(FEEDBACK_MSG.messageTooLong)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the trimmed message, retries a failed send under the same key and uses a new key for the next message', async () => {
    const f = renderForm();
    call.mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'Could not reach the server.'));
    fireEvent.change(f.subject, { target: { value: '  Wrong price  ' } });
    fireEvent.change(f.message, { target: { value: ' Romaine is billed twice. ' } });
    fireEvent.click(f.send);
    expect(await screen.findByText('Could not reach the server.')).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith('/feedback_send', {
      subject: 'Wrong price',
      message: 'Romaine is billed twice.',
      requestKey: expect.any(String),
    });

    call.mockResolvedValueOnce({ id: 7 });
    fireEvent.click(f.send);
    expect(await screen.findByText(FEEDBACK_MSG.sent)).toBeTruthy();
    await waitFor(() => expect(f.subject.value).toBe(''));
    expect(sentKeys()[1]).toBe(sentKeys()[0]);

    call.mockResolvedValueOnce({ id: 8 });
    fireEvent.change(f.subject, { target: { value: 'Another' } });
    fireEvent.change(f.message, { target: { value: 'Thanks' } });
    fireEvent.click(f.send);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(3));
    expect(sentKeys()[2]).not.toBe(sentKeys()[0]);
  });

  it('shows the server’s message when it refuses, e.g. too many messages', async () => {
    const f = renderForm();
    call.mockRejectedValueOnce(new ApiError(429, 'LimitExceededException', FEEDBACK_MSG.tooMany));
    fireEvent.change(f.subject, { target: { value: 'Hello' } });
    fireEvent.change(f.message, { target: { value: 'Again' } });
    fireEvent.click(f.send);
    expect(await screen.findByText(FEEDBACK_MSG.tooMany)).toBeTruthy();
    expect(screen.queryByText(FEEDBACK_MSG.sent)).toBeNull();
  });
});
