import type { ClientActionFunctionArgs } from "@remix-run/react";

export const UNREACHABLE_MESSAGE = "Could not reach the server. Please check your connection and try again.";

/**
 * A route's clientAction for forms posted by a fetcher: the server's answer as usual, or
 * `unreachable` when no answer came (offline, or a proxy's error page). Without it such a
 * failure would replace the page with the error boundary and lose what the user typed.
 */
export function answerOr<Unreachable>(unreachable: Unreachable) {
  return async ({ serverAction }: ClientActionFunctionArgs) => {
    try {
      return await serverAction();
    } catch (error) {
      if (error instanceof Response) throw error; // a redirect or a thrown response: Remix's to handle
      return unreachable;
    }
  };
}
