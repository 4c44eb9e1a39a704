// The profile form's words and its tag lists' rules, apart from accounts.ts, which every page's
// header loads: only the profile page needs these.

// The profile's toasts, word for word: docs/product.md#wording.
export const PROFILE_TEXT = {
  savedTitle: "Profile updated",
  savedDescription: "Your profile has been updated successfully.",
  failedTitle: "Error",
  failedDescription: "Failed to update profile. Please try again.",
} as const;

export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 60;

/** Adds a tag trimmed, and only when something is left. */
export function addTag(tags: readonly string[], raw: string | undefined): string[] {
  const tag = raw?.trim() ?? "";
  return tag ? [...tags, tag] : [...tags];
}

/** Removes the tag at a position (tags are removed by position, not by value). */
export function removeTag(tags: readonly string[], index: number): string[] {
  return tags.filter((_, position) => position !== index);
}
