import { describe, expect, it } from "vitest";
import { MAX_RESUME_BYTES, RESUME_TEXT } from "~/lib/resumes";
import { FILE_TOO_LARGE, FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "../server/remix-handler";

// The server (server/remix-handler.ts) bounds bodies before the app reads them: its limit and its
// words for a file too large must be the app's.
describe("the server's body limits and the app's", () => {
  it("let a whole resume through, with room for the apply form's fields", () => {
    expect(UPLOAD_BODY_LIMIT).toBe(MAX_RESUME_BYTES + FORM_BODY_LIMIT);
  });

  it("say the upload forms' words for a file too large", () => {
    expect(FILE_TOO_LARGE).toEqual({ title: RESUME_TEXT.tooLargeTitle, description: RESUME_TEXT.tooLargeDescription });
  });
});
