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
 *
 * A form submitted while the browser knows it is offline is not sent at all, GET or POST: the toast
 * shows at once. Its request could not go, and Remix would first have to load the code of a route
 * the page has not used yet (Logout's, Save job's), which offline fails into a reload of the page.
 */
export function guardPosts(fetch = window.fetch.bind(window)) {
  // The form being sent: its failure toast is in its data attributes.
  let sending: HTMLFormElement | undefined;
  // On the window, capturing, so that it runs before React's handlers (on the document) see the event.
  window.addEventListener(
    "submit",
    (event) => {
      sending = event.target as HTMLFormElement;
      if (navigator.onLine) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      showFailure(sending);
    },
    true,
  );
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!init?.method || init.method.toUpperCase() === "GET" || !url.searchParams.has("_data")) return fetch(input, init);
    try {
      const answer = await fetch(input, init);
      if (answer.headers.has("X-Remix-Response") || answer.status < 400) return answer;
    } catch (error) {
      if ((error as Error)?.name === "AbortError") throw error;
    }
    showFailure(sending);
    // The Unreachable of app/lib/unreachable.ts.
    return new Response('{"unreachable":true}', {
      status: 503,
      headers: { "Content-Type": "application/json", "X-Remix-Response": "yes" },
    });
  };
}

/** The form's failure toast (its data-failure-title and data-failure-description), or the default one. */
function showFailure(form: HTMLFormElement | undefined) {
  const { failureTitle, failureDescription } = form?.dataset ?? {};
  toast({
    title: failureTitle || "Error",
    description: failureTitle ? failureDescription || undefined : UNREACHABLE_MESSAGE,
    variant: "destructive",
  });
}
