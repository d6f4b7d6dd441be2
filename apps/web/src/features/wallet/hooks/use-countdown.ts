import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that ticks once a second; `start` begins it again from `seconds`.
 * 0 when not running.
 */
export const useCountdown = (seconds: number) => {
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => {
      setLeft((value) => Math.max(0, value - 1));
    }, 1000);
    return () => {
      window.clearTimeout(timer);
    };
  }, [left]);

  const start = useCallback(() => {
    setLeft(seconds);
  }, [seconds]);

  return { left, start };
};
