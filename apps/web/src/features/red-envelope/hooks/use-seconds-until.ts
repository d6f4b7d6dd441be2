import { useEffect, useState } from 'react';

/**
 * Whole seconds from now until `iso` (0 once it has passed), ticking every second. Counted from
 * the clock rather than by decrementing, so a tab the browser throttled shows the right time
 * when it wakes.
 */
export const useSecondsUntil = (iso: string | undefined): number => {
  const deadline = iso === undefined ? Number.NaN : new Date(iso).getTime();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    const read = () => {
      const current = Date.now();
      setNow(current);
      return current;
    };
    // A new deadline reads the clock at once: the last tick may be long past.
    const first = setTimeout(read, 0);
    const timer = setInterval(() => {
      if (read() >= deadline) clearInterval(timer);
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline]);

  return Number.isNaN(deadline) ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
};

/** Seconds as H:MM:SS, or MM:SS under an hour. */
export const formatCountdown = (total: number): string => {
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
};
