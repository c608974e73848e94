import { useEffect, useState, type ReactNode } from 'react';

/**
 * The same element on the server (render-first-screen.tsx) and in the browser, so both trees
 * match; its effect runs once the sent elements belong to the app.
 */
export function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  const [done] = useState(() => onHydrated);
  useEffect(() => done?.(), [done]);
  return children;
}
