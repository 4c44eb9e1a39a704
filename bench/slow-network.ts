// Pages on a slow phone connection: each page loaded cold in Chromium (Debian's, as the end-to-end
// tests use) with the network emulated through the DevTools protocol at 400 ms of latency and
// 400 kbit/s, with JavaScript and without. For each load: the bytes and requests that crossed the
// network; when the page was first painted; when its forms worked (painted, and the whole document
// received: from then on its links and forms work as plain HTML, with JavaScript or without); and
// with JavaScript when React had hydrated it (the enhanced forms: pending labels, dialogs, toasts,
// a failed post that keeps the page).
import { chromium, type Browser, type Page } from "@playwright/test";

/** A slow phone connection: 400 ms of latency, 400 kbit/s each way (bytes a second). */
export const SLOW_PHONE = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

export interface SlowLoad {
  page: string;
  javaScript: boolean;
  /** Bytes received for the page and everything it loaded (headers included). */
  kb: number;
  /** Requests made (the page, its stylesheet, its scripts). */
  requests: number;
  /** First contentful paint: the page shows. */
  firstPaintMs: number;
  /** The first paint and the whole document in: its links and forms work as plain HTML. */
  workingFormMs: number;
  /** With JavaScript: hydrated by React. */
  hydratedMs: number | null;
}

// Runs in the page from its start: notes when React has hydrated the page's main content (it puts
// its props on the elements it hydrates), polling, since hydration changes nothing in the DOM.
const NOTE_HYDRATION = `
(() => {
  const check = () => {
    const main = document.getElementById("main");
    if (main && Object.keys(main).some((key) => key.startsWith("__reactProps"))) {
      window.__hydratedAt = performance.now();
      return;
    }
    setTimeout(check, 5);
  };
  check();
})();
`;

async function loadOnce(browser: Browser, origin: string, pagePath: string, javaScript: boolean): Promise<SlowLoad> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  try {
    const page = await context.newPage();
    if (javaScript) await page.addInitScript(NOTE_HYDRATION);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_PHONE);
    let bytes = 0;
    let requests = 0;
    cdp.on("Network.loadingFinished", (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    const response = await page.goto(origin + pagePath, { waitUntil: "load", timeout: 120_000 });
    if (response?.status() !== 200) throw new Error(`GET ${pagePath} answered ${response?.status()} on the slow connection`);
    if (javaScript) await page.waitForFunction(() => "__hydratedAt" in window, undefined, { timeout: 120_000 });
    // The timings come from the page's own clock (with JavaScript off, Playwright's evaluate still
    // runs). The first paint's entry can come after the load event: it is waited for.
    const timings = await waitFor(page, () => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const document = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const hydrated = (window as { __hydratedAt?: number }).__hydratedAt;
      return paint && document ? { firstPaint: paint.startTime, documentIn: document.responseEnd, hydrated: hydrated ?? null } : null;
    });
    return {
      page: pagePath,
      javaScript,
      kb: bytes / 1024,
      requests,
      firstPaintMs: timings.firstPaint,
      workingFormMs: Math.max(timings.firstPaint, timings.documentIn),
      hydratedMs: timings.hydrated,
    };
  } finally {
    await context.close();
  }
}

/** Asks the page until it answers something, for 30 s at most. */
async function waitFor<T>(page: Page, question: () => T | null): Promise<T> {
  for (let tries = 0; tries < 300; tries++) {
    const answer = await page.evaluate(question);
    if (answer !== null) return answer;
    await page.waitForTimeout(100);
  }
  throw new Error(`No answer from ${page.url()} in 30 s`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each page `runs` times with JavaScript and without, taking turns; the medians of each. */
export async function slowNetworkLoads(origin: string, pages: string[], runs: number): Promise<SlowLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const results: SlowLoad[] = [];
    for (const pagePath of pages) {
      for (const javaScript of [true, false]) {
        const loads: SlowLoad[] = [];
        for (let run = 0; run < runs; run++) loads.push(await loadOnce(browser, origin, pagePath, javaScript));
        const of = (key: "kb" | "requests" | "firstPaintMs" | "workingFormMs") => median(loads.map((load) => load[key]));
        const hydratedMs = javaScript ? median(loads.map((load) => load.hydratedMs ?? NaN)) : null;
        const result = {
          page: pagePath,
          javaScript,
          kb: of("kb"),
          requests: of("requests"),
          firstPaintMs: of("firstPaintMs"),
          workingFormMs: of("workingFormMs"),
          hydratedMs,
        };
        console.error(
          `Slow phone, ${pagePath}, JavaScript ${javaScript ? "on" : "off"}: ${result.kb.toFixed(1)} KB in ${result.requests} requests, ` +
            `first paint ${result.firstPaintMs.toFixed(0)} ms, working form ${result.workingFormMs.toFixed(0)} ms` +
            (hydratedMs === null ? "" : `, hydrated ${hydratedMs.toFixed(0)} ms`),
        );
        results.push(result);
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
