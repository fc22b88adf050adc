import type { Session } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api';
import { storeSession } from '../../lib/session';
import { browserTimezone } from '../../lib/settings-store';

/** With automatic time zone on, keeps the server's time zone equal to the browser's. */
export function useAutoTimezone(session: Session): void {
  const done = useRef(false);
  const { autoTimezone, timezone } = session.User;
  useEffect(() => {
    if (done.current || !autoTimezone) return;
    const tz = browserTimezone();
    if (tz === timezone) return;
    done.current = true;
    api<Session>('/user_settings', { timezone: tz })
      .then(storeSession)
      .catch((err: unknown) => console.error(err));
  }, [autoTimezone, timezone]);
}
