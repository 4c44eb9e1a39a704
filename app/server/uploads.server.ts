import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { once } from "node:events";
import path from "node:path";
import {
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import CFB from "cfb";
import { fileTypeFromFile } from "file-type";
import { INVALID_TYPE, MAX_RESUME_BYTES, NO_FILE, RESUME_TEXT, resumeExtension, TOO_LARGE, type ResumeProblem } from "~/lib/resumes";
import { resumeUrl } from "./accounts.server";
import { config } from "./config.server";
import { db } from "./db.server";
import { rateLimitUser } from "./security.server";

// What each extension must contain (checked by content, not by the name or the browser's type).
const RESUME_KINDS = {
  ".pdf": { detected: "pdf", contentType: "application/pdf" },
  ".doc": { detected: "cfb", contentType: "application/msword" },
  ".docx": { detected: "docx", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
} as const;

// Past the limit the rest of the file is read and dropped, so that the browser gets our answer
// rather than a reset connection. The server (server/remix-handler.ts) cuts the whole body off
// a little past the limit anyway; this bound is for servers without it (remix dev).
const DRAIN_LIMIT = 2 * MAX_RESUME_BYTES;
const MULTIPART_OVERHEAD = 64 * 1024;
/** The apply form sends three parts (choice, file, cover letter); a few more leave room, many are an attack. */
const MAX_PARTS = 8;

export interface ReceivedFile {
  filePath: string;
  fileName: string;
  extension: keyof typeof RESUME_KINDS;
  size: number;
}

export type UploadOutcome = { ok: true; resumeId: string; resumeUrl: string } | { ok: false; problem: ResumeProblem };

const UPLOAD_FAILED: ResumeProblem = { status: 500, title: RESUME_TEXT.failedTitle, description: RESUME_TEXT.failedDescription };
const MALFORMED: ResumeProblem = { ...UPLOAD_FAILED, status: 400 };

class UploadRejected extends Error {
  constructor(readonly problem: ResumeProblem) {
    super(problem.title);
  }
}

function uploadsDir() {
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  return config.uploadsDir;
}

/** Writes a stream to a file, stopping at the size limit; `tooLarge` says it was passed. */
async function writeWithinLimit(data: AsyncIterable<Uint8Array>, filePath: string): Promise<{ size: number; tooLarge: boolean }> {
  const out = fs.createWriteStream(filePath, { flags: "wx" });
  let size = 0;
  let tooLarge = false;
  try {
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > DRAIN_LIMIT) throw new UploadRejected(TOO_LARGE);
      if (tooLarge) continue;
      if (size > MAX_RESUME_BYTES) {
        tooLarge = true;
        out.destroy();
        continue;
      }
      if (!out.write(chunk)) await once(out, "drain");
    }
  } finally {
    if (!out.destroyed) out.end();
    // Destroyed before it had opened, the stream still creates the file: a caller that removed it
    // before then would leave it behind.
    if (!out.closed) await once(out, "close");
  }
  return { size, tooLarge };
}

async function drain(data: AsyncIterable<Uint8Array>) {
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > DRAIN_LIMIT) throw new UploadRejected(TOO_LARGE);
  }
}

function displayName(fileName: string) {
  const base = fileName.split(/[\\/]/).pop() ?? "resume";
  // Control characters (C0, DEL, C1) would garble a header or a listing.
  return base.replace(/\p{Cc}/gu, "").slice(-200) || "resume";
}

/**
 * A multipart post read through: its text fields, and the `resume` file streamed to a temporary
 * file in UPLOADS_DIR but not yet checked or kept (pass it to keepResume or discardResume), or why
 * the file was refused.
 */
export type ResumePost =
  { ok: true; fields: FormData; file: ReceivedFile | null } | { ok: false; fields: FormData; problem: ResumeProblem };

/** The 10MB limit holds while reading; a refused file leaves nothing on disk. */
export async function readResumePost(request: Request): Promise<ResumePost> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) return { ok: false, fields: new FormData(), problem: NO_FILE };
  const declaredLength = Number(request.headers.get("Content-Length"));
  if (declaredLength > MAX_RESUME_BYTES + MULTIPART_OVERHEAD) return { ok: false, fields: new FormData(), problem: TOO_LARGE };

  // Filled in by the handler while the body streams in.
  const upload: { file?: ReceivedFile; problem?: ResumeProblem } = {};

  const fileHandler: UploadHandler = async ({ name, filename, data }) => {
    if (filename === undefined) return undefined; // a text field: the memory handler takes it
    const extension = resumeExtension(filename);
    if (name !== "resume" || !filename || upload.file || upload.problem || !extension) {
      if (name === "resume" && filename && !extension) upload.problem = INVALID_TYPE;
      await drain(data);
      return undefined;
    }
    const filePath = path.join(uploadsDir(), `${randomBytes(16).toString("hex")}${extension}`);
    try {
      const { size, tooLarge } = await writeWithinLimit(data, filePath);
      if (tooLarge || size === 0) {
        upload.problem = tooLarge ? TOO_LARGE : NO_FILE;
        fs.rmSync(filePath, { force: true });
        return undefined;
      }
      upload.file = { filePath, fileName: displayName(filename), extension, size };
      return "received";
    } catch (error) {
      fs.rmSync(filePath, { force: true });
      throw error;
    }
  };

  const eachPart = unstable_composeUploadHandlers(fileHandler, unstable_createMemoryUploadHandler({ maxPartSize: 100_000 }));
  let parts = 0;
  let fields: FormData;
  try {
    fields = await unstable_parseMultipartFormData(request, (part) => {
      if (++parts > MAX_PARTS) throw new UploadRejected(MALFORMED);
      return eachPart(part);
    });
  } catch (error) {
    if (upload.file) discardResume(upload.file);
    if (error instanceof UploadRejected) return { ok: false, fields: new FormData(), problem: error.problem };
    // A malformed body, a text field over its limit, or a body the server cut off.
    return { ok: false, fields: new FormData(), problem: MALFORMED };
  }
  fields.delete("resume");
  if (upload.problem) {
    // A file received before another part was refused (a second file of the wrong type) goes too.
    if (upload.file) discardResume(upload.file);
    return { ok: false, fields, problem: upload.problem };
  }
  return { ok: true, fields, file: upload.file ?? null };
}

/**
 * Uploads per user and minute (UPLOADS_PER_MINUTE), counted before a body is read: the problem to
 * answer with, or null. Applications count too, since each may carry a file.
 */
export async function uploadLimitProblem(userId: number): Promise<ResumeProblem | null> {
  const limited = await rateLimitUser("upload", userId, config.uploadsPerMinute);
  return limited && { status: 429, title: RESUME_TEXT.failedTitle, description: limited.message };
}

/** Drops a received file that will not be kept. */
export function discardResume(file: ReceivedFile) {
  fs.rmSync(file.filePath, { force: true });
}

/**
 * Whether a compound file (OLE2, the container of .doc, but also of .xls, .msi and others) is a
 * Word document: it has the WordDocument stream every Word 97-2003 file has.
 */
function isWordDocument(filePath: string): boolean {
  try {
    return CFB.find(CFB.read(filePath, { type: "file" }), "WordDocument") !== null;
  } catch {
    return false;
  }
}

/** Whether the file's content is what its extension says. */
async function contentMatches(file: ReceivedFile): Promise<boolean> {
  const detected = await fileTypeFromFile(file.filePath).catch(() => undefined);
  if (detected?.ext !== RESUME_KINDS[file.extension].detected) return false;
  return file.extension !== ".doc" || isWordDocument(file.filePath);
}

/**
 * Checks a received file by its content and keeps it as the user's primary resume: its row and
 * its bytes (resume_files) in one transaction. A file that is not what its name says is refused.
 * The temporary file is deleted either way. The user's other resumes are deleted, but for those
 * an application was sent with.
 */
export async function keepResume(userId: number, file: ReceivedFile): Promise<UploadOutcome> {
  try {
    const kind = RESUME_KINDS[file.extension];
    if (!(await contentMatches(file))) return { ok: false, problem: INVALID_TYPE };
    const id = randomBytes(16).toString("base64url");
    try {
      const content = await fs.promises.readFile(file.filePath);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("resumes")
          .values({
            id,
            user_id: userId,
            file_name: file.fileName,
            stored_name: path.basename(file.filePath),
            content_type: kind.contentType,
            size: content.byteLength,
          })
          .execute();
        await trx.insertInto("resume_files").values({ resume_id: id, content }).execute();
        await trx.updateTable("profiles").set({ primary_resume_id: id }).where("user_id", "=", userId).execute();
        // The user's other resumes go (their bytes by the cascade), but for those an application was sent with.
        await trx
          .deleteFrom("resumes")
          .where("user_id", "=", userId)
          .where("id", "!=", id)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom("applications").select("applications.id").whereRef("applications.resume_id", "=", "resumes.id"))),
          )
          .execute();
      });
    } catch (error) {
      console.error("Storing a resume failed", error);
      return { ok: false, problem: UPLOAD_FAILED };
    }
    return { ok: true, resumeId: id, resumeUrl: resumeUrl(id)! };
  } finally {
    discardResume(file);
  }
}

/**
 * Reads a multipart post whose `resume` field is a resume file, checks it and stores it as the
 * user's primary resume (the profile's upload and `POST /api/upload/resume`).
 */
export async function receiveResume(request: Request, userId: number): Promise<UploadOutcome> {
  const limited = await uploadLimitProblem(userId);
  if (limited) return { ok: false, problem: limited };
  const post = await readResumePost(request);
  if (!post.ok) return { ok: false, problem: post.problem };
  if (!post.file) return { ok: false, problem: NO_FILE };
  return keepResume(userId, post.file);
}

/**
 * The resume if this viewer may read it: its owner, or an employer whose company received an
 * application sent with it (open or closed job alike).
 */
export async function findViewableResume(resumeId: string, viewerId: number | null) {
  if (viewerId === null) return null;
  return (
    (await db
      .selectFrom("resumes")
      .selectAll("resumes")
      .where("resumes.id", "=", resumeId)
      .where((eb) =>
        eb.or([
          eb("resumes.user_id", "=", viewerId),
          eb.exists(
            eb
              .selectFrom("applications")
              .innerJoin("jobs", "jobs.id", "applications.job_id")
              .innerJoin("users", "users.company_id", "jobs.company_id")
              .whereRef("applications.resume_id", "=", "resumes.id")
              .where("users.id", "=", viewerId)
              .select("applications.id"),
          ),
        ]),
      )
      .executeTakeFirst()) ?? null
  );
}

/**
 * The bytes of a resume (resume_files), with what a download needs to say about them; null when
 * it has none.
 */
export async function readStoredResume(resume: { id: string; file_name: string; content_type: string }) {
  const stored = await db.selectFrom("resume_files").select("content").where("resume_id", "=", resume.id).executeTakeFirst();
  if (!stored) return null;
  return {
    body: stored.content,
    size: stored.content.byteLength,
    fileName: resume.file_name,
    contentType: resume.content_type,
    isPdf: resume.content_type === RESUME_KINDS[".pdf"].contentType,
  };
}
