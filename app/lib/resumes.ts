/** Resume files: PDF, DOC or DOCX, at most 10MB (docs/product.md#resumes). */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

// Word for word: docs/product.md#resumes.
export const RESUME_TEXT = {
  invalidTypeTitle: "Invalid file type",
  invalidTypeDescription: "Please upload a PDF, DOC, or DOCX file.",
  tooLargeTitle: "File too large",
  tooLargeDescription: "File size must be less than 10MB.",
  failedTitle: "Upload failed",
  failedDescription: "Failed to upload resume. Please try again.",
  uploadedTitle: "Resume uploaded",
  uploadedDescription: "Your resume has been uploaded successfully.",
} as const;

export interface ResumeProblem {
  status: number;
  title: string;
  description: string;
}

export const INVALID_TYPE: ResumeProblem = {
  status: 400,
  title: RESUME_TEXT.invalidTypeTitle,
  description: RESUME_TEXT.invalidTypeDescription,
};
export const TOO_LARGE: ResumeProblem = {
  status: 413,
  title: RESUME_TEXT.tooLargeTitle,
  description: RESUME_TEXT.tooLargeDescription,
};
export const NO_FILE: ResumeProblem = {
  status: 400,
  title: "No file chosen",
  description: "Choose a PDF, DOC, or DOCX file to upload.",
};

export function resumeExtension(fileName: string): (typeof RESUME_EXTENSIONS)[number] | null {
  const lower = fileName.toLowerCase();
  return RESUME_EXTENSIONS.find((extension) => lower.endsWith(extension)) ?? null;
}

/** The checks a browser can make before sending anything (the server repeats them, and more). */
export function resumeFileProblem(file: { name: string; size: number } | null | undefined): ResumeProblem | null {
  if (!file || !file.name) return NO_FILE;
  if (!resumeExtension(file.name)) return INVALID_TYPE;
  if (file.size > MAX_RESUME_BYTES) return TOO_LARGE;
  return null;
}
