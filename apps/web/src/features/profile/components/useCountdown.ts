import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since the epoch), ticking once a second; 0 once it has passed. */
export function useCountdown(deadline: number | null): number {
  const remainingAt = (now: number) =>
    deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const [remaining, setRemaining] = useState(() => remainingAt(Date.now()));

  useEffect(() => {
    if (deadline === null) {
      setRemaining(0);
      return;
    }
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      return left;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return remaining;
}

/** 125 → "02:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
