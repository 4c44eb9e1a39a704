import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { addTag, PROFILE_TEXT, removeTag } from "~/lib/profile";
import { profileSchema } from "~/lib/account-schemas";
import type { ProfileActionData } from "~/lib/action-data";
import { RESUME_TEXT } from "~/lib/resumes";
import { updateProfile } from "~/server/accounts.server";
import { redirectWithToast } from "~/server/flash.server";
import { readForm } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";
import { getCurrentUser } from "~/server/auth.server";
import { STAFF_TEXT } from "~/lib/staff";
import { receiveResume } from "~/server/uploads.server";

const TAG_LISTS = { discipline: "disciplines", skill: "skills" } as const;
type TagKind = keyof typeof TAG_LISTS;

function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? [value] : [];
}

/**
 * Without JavaScript the tag buttons post the whole form with an intent ("add-skill",
 * "remove-discipline:2"): apply it to the posted values and send them all back, unsaved.
 */
function applyTagIntent(payload: Record<string, unknown>, intent: string): Record<string, unknown> | null {
  const match = /^(add|remove)-(discipline|skill)(?::(\d+))?$/.exec(intent);
  if (!match) return null;
  const [, action, kind] = match as unknown as [string, "add" | "remove", TagKind];
  const listName = TAG_LISTS[kind];
  const inputName = kind === "discipline" ? "newDiscipline" : "newSkill";
  const tags = stringList(payload[listName]);
  if (action === "add") {
    return { ...payload, [listName]: addTag(tags, String(payload[inputName] ?? "")), [inputName]: "" };
  }
  return { ...payload, [listName]: removeTag(tags, Number(match[3])) };
}

/** A typed-but-not-added tag is kept when the form is saved, rather than silently dropped. */
function withPendingTags(formData: FormData): FormData {
  const copy = new FormData();
  for (const [key, value] of formData) copy.append(key, value);
  for (const [kind, listName] of Object.entries(TAG_LISTS)) {
    const inputName = kind === "discipline" ? "newDiscipline" : "newSkill";
    const pending = String(formData.get(inputName) ?? "").trim();
    if (!pending) continue;
    const count = [...formData.keys()].filter((key) => key.startsWith(`${listName}[`)).length;
    copy.append(`${listName}[${count}]`, pending);
    copy.delete(inputName);
  }
  return copy;
}

/** /profile's action: the Profile Information form and its tag intents, or a resume upload. */
export async function profileAction({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const user = await getCurrentUser(request);
  if (user === null) {
    return json<ProfileActionData>({ form: "profile", message: "Please log in to update your profile." }, { status: 401 });
  }
  if (user.role === "staff") return json<ProfileActionData>({ form: "profile", message: STAFF_TEXT.staffNotHere }, { status: 403 });
  const userId = user.id;

  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const outcome = await receiveResume(request, userId);
    if (!outcome.ok) {
      return json<ProfileActionData>({ form: "resume", problem: outcome.problem }, { status: outcome.problem.status });
    }
    return redirectWithToast("/profile", { title: RESUME_TEXT.uploadedTitle, description: RESUME_TEXT.uploadedDescription });
  }

  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "save");
  const submission = parseWithZod(intent === "save" ? withPendingTags(formData) : formData, { schema: profileSchema });

  const changed = applyTagIntent(submission.payload, intent);
  if (changed) {
    return json<ProfileActionData>({ form: "profile", result: { initialValue: changed as Record<string, string>, error: {} } });
  }
  if (submission.status !== "success") {
    return json<ProfileActionData>({ form: "profile", result: submission.reply() }, { status: 400 });
  }
  try {
    await updateProfile(userId, submission.value);
  } catch (error) {
    console.error("Saving a profile failed", error);
    return json<ProfileActionData>(
      { form: "profile", result: submission.reply(), message: PROFILE_TEXT.failedDescription },
      { status: 500 },
    );
  }
  return redirectWithToast("/profile", { title: PROFILE_TEXT.savedTitle, description: PROFILE_TEXT.savedDescription });
}
