import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { guardPosts } from "~/lib/guard-posts";

// Remix's own entry, with one addition: every form's post that gets no answer keeps the page and
// says so (app/lib/guard-posts.ts).
guardPosts();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
