/** Whole seconds left until a moment, ticking each second; and a wait in words ("0:42", "54 min"). */
import * as React from 'react';

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

export function useSecondsLeft(until: number): number {
  const [seconds, setSeconds] = React.useState(() => secondsUntil(until));
  React.useEffect(() => {
    const left = () => secondsUntil(until);
    setSeconds(left());
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}

/** "0:42" under ten minutes, else whole minutes ("54 min"). */
export function waitText(seconds: number): string {
  if (seconds >= 600) return `${Math.ceil(seconds / 60)} min`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
