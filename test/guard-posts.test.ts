// @vitest-environment happy-dom
// The guard every form posted with JavaScript has (app/lib/guard-posts.ts), given the answers a
// post can get: which reach Remix as they are, and which keep the page with a failure toast.
import { afterEach, describe, expect, it, vi } from "vitest";
import { guardPosts } from "~/lib/guard-posts";
import { failureToastProps, SERVER_ERROR_MESSAGE, TOO_LARGE_MESSAGE, UNREACHABLE_MESSAGE } from "~/lib/toast";

const originalFetch = window.fetch;
afterEach(() => {
  window.fetch = originalFetch;
  document.body.innerHTML = "";
});

/** Installs the guard over a network that answers `answer`, and submits a form with `failure` as its toast. */
function guarded(answer: () => Promise<Response>, failure?: ReturnType<typeof failureToastProps>) {
  const notify = vi.fn();
  guardPosts(vi.fn(answer), notify);
  const form = document.createElement("form");
  for (const [name, value] of Object.entries(failure ?? {})) form.setAttribute(name, value);
  document.body.append(form);
  form.addEventListener("submit", (event) => event.preventDefault());
  form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  const post = () => window.fetch("http://localhost/profile?_data=routes%2Fprofile", { method: "POST", body: "name=Ada" });
  return { notify, post };
}

const remixAnswer = (status: number, header: string) =>
  new Response(JSON.stringify({ status }), { status, headers: { "Content-Type": "application/json", [header]: "yes" } });

describe("guardPosts", () => {
  it("passes the site's answers to Remix, an action's thrown 404 included", async () => {
    for (const answer of [remixAnswer(200, "X-Remix-Response"), remixAnswer(400, "X-Remix-Response"), remixAnswer(404, "X-Remix-Catch")]) {
      const { notify, post } = guarded(async () => answer);
      const received = await post();
      expect(received.status).toBe(answer.status);
      expect(notify).not.toHaveBeenCalled();
    }
  });

  it("keeps the page on a dropped request, with the form's own failure toast", async () => {
    const { notify, post } = guarded(
      () => Promise.reject(new TypeError("Failed to fetch")),
      failureToastProps("Error", "Failed to update profile. Please try again."),
    );
    const received = await post();
    expect(received.status).toBe(503);
    expect(await received.json()).toEqual({ unreachable: true, reason: UNREACHABLE_MESSAGE });
    expect(notify).toHaveBeenCalledWith({
      title: "Error",
      description: "Failed to update profile. Please try again.",
      variant: "destructive",
    });
  });

  it("reads a proxy's error page (no Remix header) as no answer", async () => {
    const { notify, post } = guarded(async () => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    expect(await (await post()).json()).toEqual({ unreachable: true, reason: UNREACHABLE_MESSAGE });
    expect(notify).toHaveBeenCalledWith({ title: "Error", description: UNREACHABLE_MESSAGE, variant: "destructive" });
  });

  it("keeps the page when the site fails, and says so rather than 'could not reach'", async () => {
    const { notify, post } = guarded(
      async () => remixAnswer(500, "X-Remix-Error"),
      failureToastProps("Upload failed", "Failed to upload resume. Please try again."),
    );
    const received = await post();
    expect(received.status).toBe(503);
    expect(await received.json()).toEqual({ unreachable: true, reason: SERVER_ERROR_MESSAGE });
    expect(notify).toHaveBeenCalledWith({ title: "Upload failed", description: SERVER_ERROR_MESSAGE, variant: "destructive" });
  });

  it("keeps the page when the post is over the size limit, and says so", async () => {
    const { notify, post } = guarded(async () => new Response("<h1>Request too large</h1>", { status: 413 }));
    expect(await (await post()).json()).toEqual({ unreachable: true, reason: TOO_LARGE_MESSAGE });
    expect(notify).toHaveBeenCalledWith({ title: "Error", description: TOO_LARGE_MESSAGE, variant: "destructive" });
  });

  it("leaves a post the page abandons, and every GET, alone", async () => {
    const abort = guarded(() => Promise.reject(new DOMException("The user aborted a request.", "AbortError")));
    await expect(abort.post()).rejects.toThrow("aborted");
    expect(abort.notify).not.toHaveBeenCalled();

    const get = guarded(async () => new Response("", { status: 502 }));
    expect((await window.fetch("http://localhost/jobs?_data=routes%2Fjobs._index")).status).toBe(502);
    expect(get.notify).not.toHaveBeenCalled();
  });
});
