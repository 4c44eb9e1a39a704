import { useEffect } from "react";

/**
 * Starts loading a module once the page is idle after it has started, so that a dialog the page
 * does not need at first is not in the JavaScript it loads first, yet is there when asked for.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const preload = () => void load().catch(() => {}); // the click that needs it tries again
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(preload, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 2_000);
    return () => clearTimeout(timer);
  }, [load]);
}
