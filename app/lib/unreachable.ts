import type { ClientActionFunctionArgs } from "@remix-run/react";

export { UNREACHABLE_MESSAGE } from "./toast";

/**
 * What a post that got no answer (offline, dropped, or a proxy's error page instead of the
 * site's) reads as: the action's data, with status 503 (app/lib/guard-posts.ts).
 */
export interface Unreachable {
  unreachable: true;
}

export const isUnreachable = (data: unknown): data is Unreachable =>
  typeof data === "object" && data !== null && (data as Partial<Unreachable>).unreachable === true;

/**
 * A route's clientAction for forms that show an unanswered post in their own way (a message in the
 * form rather than only the toast): the server's answer as usual, or `unreachable` when it got none.
 */
export function answerOr<Fallback>(unreachable: Fallback) {
  return async ({ serverAction }: ClientActionFunctionArgs) => {
    try {
      const answer = await serverAction();
      return isUnreachable(answer) ? unreachable : answer;
    } catch (error) {
      if (error instanceof Response) throw error; // a redirect or a thrown response: Remix's to handle
      return unreachable;
    }
  };
}
