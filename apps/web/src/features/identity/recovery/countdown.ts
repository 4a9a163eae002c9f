import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `target` (epoch ms), rounded up so it reads 0 only when the time is up. */
export function secondsUntil(target: number | null, now: number): number {
  if (target === null) return 0;
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** mm:ss, e.g. 299 → "04:59" (minutes keep counting past an hour). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds left until `target` (epoch ms), ticking while above zero. */
export function useSecondsUntil(target: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (target === null || target <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) clearInterval(timer);
    }, 500);
    return () => clearInterval(timer);
  }, [target]);
  return secondsUntil(target, now);
}
