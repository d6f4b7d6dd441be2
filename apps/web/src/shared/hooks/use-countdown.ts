import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second: the wait before another SMS code, the
 * pause after a one-key return. `start(seconds)` begins it again. Counted from the clock rather
 * than by decrementing, so a tab the browser throttled still shows the right time when it wakes.
 */
export const useCountdown = () => {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, running: remaining > 0, start };
};
