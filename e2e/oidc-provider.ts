// The end-to-end tests' OpenID Connect provider (playwright.config.ts starts it beside the site, whose
// GOOGLE_ISSUER points here): test/oidc-test-provider.ts on OIDC_PROVIDER_PORT, with its sign-in
// form, which e2e/google-sign-in.spec.ts fills in as a person would.
import { startTestProvider } from "../test/oidc-test-provider";

const port = Number(process.env.OIDC_PROVIDER_PORT);
const siteUrl = process.env.SITE_URL;
if (!port || !siteUrl) throw new Error("OIDC_PROVIDER_PORT and SITE_URL must be set.");
const provider = await startTestProvider({ port, redirectUri: `${siteUrl}/auth/google/callback` });
console.log(`Test OpenID Connect provider at ${provider.issuer}`);
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void provider.close().then(() => process.exit(0)));
