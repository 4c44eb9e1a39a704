// A real OpenID Connect provider for the Google sign-in tests (test/google-sign-in.test.ts, and
// e2e/oidc-provider.ts for the browser tests): oidc-provider, on a localhost port, with one client
// registered for the site's callback. Its sign-in page is this file's own: a test either names the
// account that signs in next (`signInAs`), which the page then signs in at once, or fills in the
// page's form (e-mail, name, "verified") as a person would. PKCE is required, as Google allows it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import OidcProvider, { type Configuration } from "oidc-provider";
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "./oidc-test-client";

export interface TestClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The next sign-in: this account, or "deny" (the person cancels); null shows the sign-in form. */
  signInAs(next: TestClaims | "deny" | null): void;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function readBody(request: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(new URLSearchParams(body)));
    request.on("error", reject);
  });
}

/** The sign-in form, for a browser: which account, and whether its address is verified. */
function signInPage(uid: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider: sign in</title></head><body>
<main><h1>Test provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label for="email">E-mail</label> <input id="email" name="email" type="email" required></p>
<p><label for="name">Name</label> <input id="name" name="name"></p>
<p><input id="verified" name="verified" type="checkbox" checked> <label for="verified">E-mail verified</label></p>
<p><button type="submit">Sign in to the test provider</button> <button type="submit" name="deny" value="1">Cancel</button></p>
</form></main></body></html>`;
}

export async function startTestProvider({ port = 0, redirectUri }: { port?: number; redirectUri: string }): Promise<TestProvider> {
  const accounts = new Map<string, TestClaims>();
  let next: TestClaims | "deny" | null = null;
  /** oidc-provider's handler, once it is made (it needs the port, so the server listens first). */
  let oidcCallback: ReturnType<OidcProvider["callback"]> | undefined = undefined;

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error("test provider:", error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" }] },
    cookies: { keys: ["test-provider-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Google's ID tokens carry the e-mail claims; oidc-provider's do only when told to.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const claims = accounts.get(id);
      return claims ? { accountId: id, claims: () => ({ ...claims, sub: id }) } : undefined;
    },
  };
  const oidc = new OidcProvider(issuer, configuration);
  oidcCallback = oidc.callback();

  async function finish(request: http.IncomingMessage, response: http.ServerResponse, chosen: TestClaims | "deny") {
    if (chosen === "deny") {
      await oidc.interactionFinished(request, response, { error: "access_denied", error_description: "The person cancelled." });
      return;
    }
    accounts.set(chosen.sub, chosen);
    const details = await oidc.interactionDetails(request, response);
    const grant = new oidc.Grant({ accountId: chosen.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await oidc.interactionFinished(
      request,
      response,
      { login: { accountId: chosen.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? "/", issuer);
    const interaction = url.pathname.match(/^\/interaction\/([\w-]+)(\/login)?$/);
    if (!oidcCallback) return void response.writeHead(503).end();
    if (!interaction) return oidcCallback(request, response);
    if (request.method === "GET") {
      if (next) {
        const chosen = next;
        next = null;
        return finish(request, response, chosen);
      }
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(signInPage(interaction[1]));
      return;
    }
    const form = await readBody(request);
    if (form.get("deny")) return finish(request, response, "deny");
    const email = (form.get("email") ?? "").trim().toLowerCase();
    const name = form.get("name")?.trim();
    return finish(request, response, { sub: `sub-${email}`, email, email_verified: form.has("verified"), ...(name ? { name } : {}) });
  }

  return {
    issuer,
    clientId: TEST_CLIENT_ID,
    clientSecret: TEST_CLIENT_SECRET,
    signInAs(chosen) {
      next = chosen;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
