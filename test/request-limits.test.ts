import { describe, expect, it } from "vitest";
import { FILE_TOO_LARGE, FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "../server/remix-handler";

// The server (server/remix-handler.ts) bounds bodies before the app reads them. Its limits and its
// words for a file too large are the ones docs/security.md and docs/product.md#resumes state.
describe("the server's body limits", () => {
  it("are 64 KB for a form, and a whole 10 MB resume plus the apply form's fields for an upload", () => {
    expect(FORM_BODY_LIMIT).toBe(65_536);
    expect(UPLOAD_BODY_LIMIT).toBe(10_485_760 + 65_536);
  });

  it("say the upload forms' words for a file too large", () => {
    expect(FILE_TOO_LARGE).toEqual({ title: "File too large", description: "File size must be less than 10MB." });
  });
});
