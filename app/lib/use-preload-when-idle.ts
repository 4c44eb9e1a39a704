import { useEffect } from "react";

/**
 * Starts loading a module once the page is idle after it has started, so that a dialog the page
 * does not need at first is not in the JavaScript it loads first, yet is there when asked for.
 *
 * Not while the browser knows it is offline: the browser keeps a module that failed to load failed
 * for the rest of the page's life, and with it the code other routes share with it, so the next
 * navigation would fail into a reload of the page. It waits for the network to come back instead.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const preload = () => {
      if (navigator.onLine)
        void load().catch(() => {}); // the click that needs it tries again
      else window.addEventListener("online", preload, { once: true });
    };
    const stop = () => window.removeEventListener("online", preload);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(preload, { timeout: 5_000 });
      return () => {
        window.cancelIdleCallback(id);
        stop();
      };
    }
    const timer = setTimeout(preload, 2_000);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [load]);
}
