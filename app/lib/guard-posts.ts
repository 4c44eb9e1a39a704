import { toast, UNREACHABLE_MESSAGE } from "./toast";

/**
 * The one guard every form posted with JavaScript has (app/entry.client.tsx installs it as the page
 * hydrates): a post to the site's actions (Remix
 * asks for `?_data=`) that gets no answer, or an answer that is not the site's (a proxy's error page
 * has no X-Remix-Response header), shows the form's failure toast (failureToastProps in
 * app/lib/toast.ts) and reads as `{ unreachable: true }`, status 503, instead of an error. So
 * the page stays with what the user typed, and pressing the button again retries: Remix does not
 * reload the page's data after an action answered 4xx or 5xx (patches/@remix-run+react+2.17.5.patch),
 * which offline would fail too. A post the page itself abandons (navigating away) is left alone.
 */
export function guardPosts(fetch = window.fetch.bind(window)) {
  // The form being sent: its failure toast is in its data attributes.
  let sending: HTMLFormElement | undefined;
  document.addEventListener("submit", (event) => (sending = event.target as HTMLFormElement), true);
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!init?.method || init.method.toUpperCase() === "GET" || !url.searchParams.has("_data")) return fetch(input, init);
    try {
      const answer = await fetch(input, init);
      if (answer.headers.has("X-Remix-Response") || answer.status < 400) return answer;
    } catch (error) {
      if ((error as Error)?.name === "AbortError") throw error;
    }
    const { failureTitle, failureDescription } = sending?.dataset ?? {};
    toast({
      title: failureTitle || "Error",
      description: failureTitle ? failureDescription || undefined : UNREACHABLE_MESSAGE,
      variant: "destructive",
    });
    // The Unreachable of app/lib/unreachable.ts.
    return new Response('{"unreachable":true}', {
      status: 503,
      headers: { "Content-Type": "application/json", "X-Remix-Response": "yes" },
    });
  };
}
