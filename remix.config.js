/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // A `*.server.ts` beside the routes holds a route's server code; it is never a route itself.
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.server.*"],
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
