import type { Session } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { useSaveSettings } from '../../features/settings/settings-api';
import { browserTimezone } from '../../lib/settings-store';

/** With automatic time zone on, keeps the server's time zone equal to the browser's. */
export function useAutoTimezone(session: Session): void {
  const done = useRef(false);
  const { mutate: save } = useSaveSettings();
  const { autoTimezone, timezone } = session.User;
  useEffect(() => {
    if (done.current || !autoTimezone) return;
    const tz = browserTimezone();
    if (tz === timezone) return;
    done.current = true;
    save({ timezone: tz });
  }, [autoTimezone, timezone, save]);
}
