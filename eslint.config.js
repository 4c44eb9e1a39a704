// ESLint for the whole repository: `npm run lint`. Prettier owns the formatting (.prettierrc), so
// eslint-config-prettier comes last and turns off every rule that would argue with it.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Which folders may not import which (paths from the repository's root; a target may be a glob).
// db/cli/* are command-line entry points, like server/: they wire the app's configuration to the
// database, so they sit above both.
const DATABASE_LAYER = ["./db/*.ts", "./db/!(cli)/**"];
export const LAYER_RULES = [
  {
    target: DATABASE_LAYER,
    from: "./app",
    message: "db/ is the bottom layer: it never imports app/. Move what both need into db/ (as db/search-tokens.ts or db/values/).",
  },
  {
    target: "./app/lib",
    from: ["./app/content", "./app/components", "./app/routes", "./app/server", "./server"],
    message: "app/lib is shared by the browser and the server and sits below the UI: pass what it needs in as arguments.",
  },
  {
    target: "./app/content",
    from: ["./app/components", "./app/routes", "./app/server"],
    message: "app/content is data: it may use app/lib's types and nothing above.",
  },
  { target: "./app/components", from: "./app/routes", message: "Components never import routes: routes import components." },
  {
    target: "./app/server",
    from: ["./app/routes", "./app/components", "./server"],
    message: "app/server is below the routes: a route calls it, never the reverse.",
  },
  {
    target: ["./app/**", "./server/**", "./db/*.ts", "./db/cli/**", "./scripts/**", "./bench/**", "./e2e/**"],
    from: "./db/migrations",
    except: ["./index.ts"],
    message:
      "A migration is history: never read a product constant from one. Keep the constant in app/ or db/ and hold the migration's literal to it in test/migrations.test.ts.",
  },
  {
    target: ["./app/**", "./server/**", "./db/**", "./scripts/**"],
    from: ["./test", "./bench"],
    message: "Nothing the site runs imports tests or benchmarks.",
  },
];

export default defineConfig(
  // Build output, browser-test output and local data: nothing here is ours to lint.
  globalIgnores(["build/", "public/build/", "node_modules/", ".cache/", "data/", "e2e/.tmp/", "test-results/", "playwright-report/"]),
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },

  js.configs.recommended,
  // Syntax-only rules: the type-aware set would parse the whole program with the type checker on
  // every run, and `tsc` already runs in CI beside this.
  tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names are the project's way of saying "deliberately unused" (a destructured
      // field dropped from a rest object, an argument a callback signature requires).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },

  // React: the browser's and the server renderer's code in app/, and the component tests.
  {
    files: ["app/**/*.{ts,tsx}", "test/**/*.tsx"],
    ...react.configs.flat.recommended,
    settings: { react: { version: "detect" } },
  },
  { files: ["app/**/*.{ts,tsx}", "test/**/*.tsx"], ...react.configs.flat["jsx-runtime"] },
  {
    files: ["app/**/*.{ts,tsx}", "test/**/*.tsx"],
    rules: {
      // TypeScript checks the props; propTypes would only repeat the types.
      "react/prop-types": "off",
    },
  },
  { files: ["app/**/*.{ts,tsx}", "test/**/*.tsx"], ...reactHooks.configs["recommended-latest"] },
  { files: ["app/**/*.tsx", "test/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@remix-run/react",
              importNames: ["Link", "NavLink"],
              message: "Use Link from ~/components/link: the same anchor, rendered on the server without the router's hooks.",
            },
          ],
        },
      ],
    },
  },

  // Imports: resolved as TypeScript resolves them (tsconfig's `~/*` → app/*), and no cycles.
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      // Cycles among our own modules; packages in node_modules cannot import ours, so following
      // them (the default) only costs time: most of the lint's time went there.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // The Remix build (imported by the server) exists only after `npm run build`, and CI lints first.
      "import-x/no-unresolved": ["error", { ignore: ["/build/"] }],
      // TypeScript already reports a name a module does not export. These rules check it again by
      // parsing every dependency (import-x/namespace alone took most of the lint's time), and
      // misread CommonJS packages (eslint-plugin-react-hooks, cfb).
      "import-x/named": "off",
      "import-x/namespace": "off",
      "import-x/default": "off",
      "import-x/no-named-as-default-member": "off",
      // The layers of docs/architecture.md#the-layers: a module imports only from its own layer
      // and the ones below it. test/layers.test.ts shows a violation fails the lint.
      "import-x/no-restricted-paths": ["error", { zones: LAYER_RULES }],
    },
  },

  // Globals (no-undef only checks the JavaScript files; TypeScript checks its own): app/ runs in
  // the browser, its *.server.* modules and the server entry in Node, everything else in Node.
  {
    files: ["app/**"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["app/**/*.server.*", "app/entry.server.tsx"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["server/**", "db/**", "scripts/**", "bench/**", "test/**", "e2e/**", "*.{js,mjs,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["e2e/**"],
    rules: {
      // Playwright reads a test's fixtures from its first parameter, which must be an object
      // pattern: a test that needs only testInfo is written `async ({}, testInfo) =>`.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    // Playwright's page.evaluate callbacks run in the page.
    files: ["e2e/**", "scripts/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  prettier,
);
