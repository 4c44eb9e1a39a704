// The apply form's and the apply page's own words (docs/product.md#wording), apart
// from APPLY_TEXT in applications.ts: the Apply Now button of every job card loads that, not these.
export const APPLY_FORM_TEXT = {
  submittedHeading: "Application Submitted",
  noResume: "You haven't uploaded a resume yet. Upload one now to apply.",
  chooseFile: "Choose your resume file to upload.",
  resumeNotYours: "Resume not found. Use a resume URL from your own uploads.",
} as const;
