import type { ClientActionFunctionArgs } from "@remix-run/react";

import { UNREACHABLE_MESSAGE } from "./toast";

export { UNREACHABLE_MESSAGE };

/**
 * What a post that got no answer (offline, dropped, or a proxy's error page instead of the
 * site's), or the site's failure, reads as: the action's data, with status 503, and what the
 * failure toast said as `reason` (app/lib/guard-posts.ts). Not `message`: forms show an action's
 * `message` as a refusal of their own.
 */
export interface Unreachable {
  unreachable: true;
  reason: string;
}

export const isUnreachable = (data: unknown): data is Unreachable =>
  typeof data === "object" && data !== null && (data as Partial<Unreachable>).unreachable === true;

/**
 * A route's clientAction for forms that show an unanswered post in their own way (a message in the
 * form rather than only the toast): the server's answer as usual, or `unreachable(message)` when it
 * got none, given the message of the failure. That one keeps its 503, so that Remix does not reload
 * the page's data after it (decision 035): offline, that would fail into the error page.
 */
export function answerOr<Fallback>(unreachable: (message: string) => Fallback) {
  return async ({ serverAction }: ClientActionFunctionArgs) => {
    try {
      const answer = await serverAction();
      return isUnreachable(answer) ? unanswered(unreachable(answer.reason)) : answer;
    } catch (error) {
      if (error instanceof Response) throw error; // a redirect or a thrown response: Remix's to handle
      return unanswered(unreachable(UNREACHABLE_MESSAGE));
    }
  };
}

// Not Remix's json(): the pages' first JavaScript would then hold it (bench/RESULTS.md: /jobs has a budget).
const unanswered = (data: unknown) => new Response(JSON.stringify(data), { status: 503, headers: { "Content-Type": "application/json" } });
