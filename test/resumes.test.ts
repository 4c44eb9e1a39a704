import { describe, expect, it } from "vitest";
import * as meApi from "~/routes/api.auth.me";
import * as uploadApi from "~/routes/api.upload.resume";
import * as resumeRoute from "~/routes/resumes.$id";
import { db } from "~/server/db.server";
import { callAction, callLoader, compoundFile, fixture, registerUser, storedResumes, uploadsDirFiles } from "./helpers";

const MB = 1024 * 1024;

function resumeForm(bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const body = new FormData();
  body.append("resume", new File([bytes], fileName));
  return body;
}

async function upload(cookie: string | undefined, bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  return callAction(uploadApi.action, "/api/upload/resume", {
    body: resumeForm(bytes, fileName),
    headers: cookie ? { Cookie: cookie } : {},
  });
}

async function primaryResumeUrl(cookie: string) {
  const response = await callLoader(meApi.loader, "/api/auth/me", {}, { headers: { Cookie: cookie } });
  return (await response.json()).user.profile.primaryResumeUrl as string | null;
}

async function download(url: string, cookie?: string) {
  const id = url.split("/").pop()!;
  return callLoader(resumeRoute.loader, url, { id }, { headers: cookie ? { Cookie: cookie } : {} });
}

const executable = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, ...new Array(4000).fill(0)]);
const oleHeaderOnly = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(4000).fill(0)]);
const hugePdf = () => {
  const bytes = new Uint8Array(11 * MB);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
};

describe("POST /api/upload/resume", () => {
  it("stores a real PDF, answers 201 with its URL, and makes it the primary resume", async () => {
    const { cookie } = await registerUser();
    const response = await upload(cookie, fixture("resume.pdf"), "Ann Lee CV.pdf");
    expect(response.status).toBe(201);
    const { resumeUrl } = await response.json();
    expect(resumeUrl).toMatch(/^\/resumes\/[\w-]{20,}$/);
    expect(await primaryResumeUrl(cookie)).toBe(resumeUrl);

    const file = await download(resumeUrl, cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toMatch(/^inline; filename="Ann Lee CV.pdf"/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(fixture("resume.pdf"));
  });

  it("stores a real DOCX and then an old Word file, served as attachments; the newest replaces the other", async () => {
    const { cookie } = await registerUser();
    const before = storedResumes().length;
    const docx = await (await upload(cookie, fixture("resume.docx"), "resume.docx")).json();
    const docxFile = await download(docx.resumeUrl, cookie);
    expect(docxFile.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(docxFile.headers.get("Content-Disposition")).toMatch(/^attachment; /);

    const doc = await (await upload(cookie, compoundFile("WordDocument"), "résumé.doc")).json();
    expect(await primaryResumeUrl(cookie)).toBe(doc.resumeUrl);
    const docFile = await download(doc.resumeUrl, cookie);
    expect(docFile.headers.get("Content-Type")).toBe("application/msword");
    expect(docFile.headers.get("Content-Disposition")).toBe(`attachment; filename="r_sum_.doc"; filename*=UTF-8''r%C3%A9sum%C3%A9.doc`);
    // No application was sent with the DOCX, so it went when the new one came.
    expect((await download(docx.resumeUrl, cookie)).status).toBe(404);
    expect(storedResumes()).toHaveLength(before + 1);
  });

  it("serves every resume sandboxed, so that a PDF opened in a tab runs as nothing of the site's", async () => {
    const { cookie } = await registerUser();
    const { resumeUrl } = await (await upload(cookie, fixture("resume.pdf"), "cv.pdf")).json();
    const file = await download(resumeUrl, cookie);
    expect(file.headers.get("Content-Security-Policy")).toBe("sandbox");
  });

  it.each([
    [
      "a renamed executable called .pdf",
      () => executable,
      "program.pdf",
      400,
      "Invalid file type: Please upload a PDF, DOC, or DOCX file.",
    ],
    ["a PDF renamed .docx", () => fixture("resume.pdf"), "resume.docx", 400, "Invalid file type: Please upload a PDF, DOC, or DOCX file."],
    [
      "a plain ZIP renamed .docx",
      () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(100).fill(0)]),
      "resume.docx",
      400,
      "Invalid file type: Please upload a PDF, DOC, or DOCX file.",
    ],
    [
      "a .txt file",
      () => new TextEncoder().encode("My resume, in plain text."),
      "resume.txt",
      400,
      "Invalid file type: Please upload a PDF, DOC, or DOCX file.",
    ],
    [
      "an Excel workbook renamed .doc",
      () => compoundFile("Workbook"),
      "resume.doc",
      400,
      "Invalid file type: Please upload a PDF, DOC, or DOCX file.",
    ],
    [
      "an OLE header with nothing behind it",
      () => oleHeaderOnly,
      "resume.doc",
      400,
      "Invalid file type: Please upload a PDF, DOC, or DOCX file.",
    ],
    ["an 11 MB PDF", hugePdf, "big.pdf", 413, "File too large: File size must be less than 10MB."],
    ["an empty file", () => new Uint8Array(0), "empty.pdf", 400, "No file chosen: Choose a PDF, DOC, or DOCX file to upload."],
  ])("refuses %s with the message of docs/product.md#wording and stores nothing", async (_, bytes, fileName, status, message) => {
    const { cookie } = await registerUser();
    const before = storedResumes();
    const response = await upload(cookie, bytes(), fileName);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect(storedResumes()).toEqual(before);
    expect(await primaryResumeUrl(cookie)).toBeNull();
  });

  it("keeps the current resume when a new one is refused", async () => {
    const { cookie } = await registerUser();
    const { resumeUrl } = await (await upload(cookie, fixture("resume.pdf"), "cv.pdf")).json();
    expect((await upload(cookie, executable, "virus.pdf")).status).toBe(400);
    expect(await primaryResumeUrl(cookie)).toBe(resumeUrl);
  });

  it("answers a post without a file, or not multipart, with 400", async () => {
    const { cookie } = await registerUser();
    const noFile = await callAction(uploadApi.action, "/api/upload/resume", { body: new FormData(), headers: { Cookie: cookie } });
    expect(noFile.status).toBe(400);
    const json = await callAction(uploadApi.action, "/api/upload/resume", {
      body: "{}",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
    });
    expect(json.status).toBe(400);
  });

  it("answers 401 when signed out, without storing anything", async () => {
    const before = storedResumes();
    const response = await upload(undefined, fixture("resume.pdf"), "cv.pdf");
    expect(response.status).toBe(401);
    expect(storedResumes()).toEqual(before);
  });
});

describe("GET /resumes/:id", () => {
  it("is a 404 for another user, for a signed-out visitor and for an unknown id", async () => {
    const owner = await registerUser();
    const stranger = await registerUser({ role: "employer" });
    const { resumeUrl } = await (await upload(owner.cookie, fixture("resume.pdf"), "cv.pdf")).json();
    expect((await download(resumeUrl, owner.cookie)).status).toBe(200);
    expect((await download(resumeUrl, stranger.cookie)).status).toBe(404);
    expect((await download(resumeUrl)).status).toBe(404);
    expect((await download("/resumes/unknown-id", owner.cookie)).status).toBe(404);
  });

  it("an upload keeps the exact bytes in resume_files and nothing in UPLOADS_DIR; the download answers them with its headers", async () => {
    const { cookie, user } = await registerUser();
    const bytes = fixture("resume.docx");
    const { resumeUrl } = await (await upload(cookie, bytes, "Ann Lee CV.docx")).json();
    const id = resumeUrl.split("/").pop()!;
    const stored = await db.selectFrom("resume_files").select("content").where("resume_id", "=", id).executeTakeFirstOrThrow();
    expect(new Uint8Array(stored.content)).toEqual(bytes);
    expect(await db.selectFrom("resumes").select(["user_id", "size"]).where("id", "=", id).executeTakeFirst()).toEqual({
      user_id: user.id,
      size: bytes.byteLength,
    });
    expect(uploadsDirFiles()).toEqual([]);

    const file = await download(resumeUrl, cookie);
    expect(file.status).toBe(200);
    expect(Object.fromEntries(file.headers)).toEqual({
      "content-type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "content-length": String(bytes.byteLength),
      "content-disposition": `attachment; filename="Ann Lee CV.docx"; filename*=UTF-8''Ann%20Lee%20CV.docx`,
      "cache-control": "private, no-store",
      "content-security-policy": "sandbox",
    });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it("is a 404 for a resume whose bytes are not in the database", async () => {
    const { cookie } = await registerUser();
    const { resumeUrl } = await (await upload(cookie, fixture("resume.pdf"), "cv.pdf")).json();
    await db.deleteFrom("resume_files").where("resume_id", "=", resumeUrl.split("/").pop()!).execute();
    expect((await download(resumeUrl, cookie)).status).toBe(404);
  });
});
