import type { Unreachable } from "./unreachable";
import { SERVER_ERROR_MESSAGE, toast, TOO_LARGE_MESSAGE, UNREACHABLE_MESSAGE } from "./toast";

/**
 * The one guard every form posted with JavaScript has (app/entry.client.tsx installs it as the page
 * hydrates): a post to the site's actions (Remix
 * asks for `?_data=`) that gets no answer, or an answer that is not the site's (a proxy's error page
 * has no X-Remix-Response header), shows the form's failure toast (failureToastProps in
 * app/lib/toast.ts) and reads as `{ unreachable: true, reason }`, status 503, instead of an error. So
 * the page stays with what the user typed, and pressing the button again retries: Remix does not
 * reload the page's data after an action answered 4xx or 5xx (patches/@remix-run+react+2.17.5.patch),
 * which offline would fail too. A post the page itself abandons (navigating away) is left alone.
 *
 * The site's own answers go to Remix as they are, a 4xx the action threw (a 404 page) included,
 * except two that would also cost the user their input: the site failing (Remix's X-Remix-Error, a
 * 500) and a post over the size limit (the 413 of server/remix-handler.ts, answered before Remix).
 * Those keep the page too, and the toast says what happened rather than "Could not reach the server".
 *
 * A form submitted while the browser knows it is offline is not sent at all, GET or POST: the toast
 * shows at once. Its request could not go, and Remix would first have to load the code of a route
 * the page has not used yet (Logout's, Save job's), which offline fails into a reload of the page.
 */
export function guardPosts(fetch = window.fetch.bind(window), notify = toast) {
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
      showFailure(notify, sending, UNREACHABLE_MESSAGE);
    },
    true,
  );
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!init?.method || init.method.toUpperCase() === "GET" || !url.searchParams.has("_data")) return fetch(input, init);
    let message = UNREACHABLE_MESSAGE;
    try {
      const answer = await fetch(input, init);
      const { headers, status } = answer;
      if (status < 400 || headers.has("X-Remix-Response") || headers.has("X-Remix-Catch")) return answer;
      if (headers.has("X-Remix-Error")) message = SERVER_ERROR_MESSAGE;
      else if (status === 413) message = TOO_LARGE_MESSAGE;
    } catch (error) {
      if ((error as Error)?.name === "AbortError") throw error;
    }
    showFailure(notify, sending, message);
    const data: Unreachable = { unreachable: true, reason: message };
    return new Response(JSON.stringify(data), {
      status: 503,
      headers: { "Content-Type": "application/json", "X-Remix-Response": "yes" },
    });
  };
}

/**
 * The form's failure toast (its data-failure-title and data-failure-description), or "Error" and
 * `message`. A post that did reach the site says what the site answered, whatever the form's text.
 */
function showFailure(notify: typeof toast, form: HTMLFormElement | undefined, message: string) {
  const { failureTitle, failureDescription } = form?.dataset ?? {};
  const description = failureTitle && message === UNREACHABLE_MESSAGE ? failureDescription || undefined : message;
  notify({ title: failureTitle || "Error", description, variant: "destructive" });
}
