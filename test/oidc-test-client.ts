// The client the tests' OpenID Connect provider (test/oidc-test-provider.ts) registers for the site:
// apart, so that playwright.config.ts can read it without loading the provider.
export const TEST_CLIENT_ID = "keystone-test-client";
export const TEST_CLIENT_SECRET = "keystone-test-client-secret-0123456789";
