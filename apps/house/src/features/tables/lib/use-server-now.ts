import { useEffect, useState } from 'react';

/** The server's time now (this device's clock plus its offset), ticking a few times a second. */
export const useServerNow = (offset: number, intervalMs = 250): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now + offset;
};
