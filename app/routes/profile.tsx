import type { MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ProfileForm, ResumeCard } from "~/components/profile-forms";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { pageTitle } from "~/lib/meta";
import { STAFF_TEXT } from "~/lib/staff";
import { useCurrentUser } from "~/lib/use-current-user";
import type { ProfileActionData } from "~/lib/action-data";
import { profileAction } from "./profile.server";

export const meta: MetaFunction = () => [{ title: pageTitle("My Profile") }];

export const action = profileAction;

export default function ProfilePage() {
  const user = useCurrentUser();
  const actionData = useActionData<ProfileActionData>();
  if (!user) return <SignInPrompt heading="Please log in to view your profile" returnTo="/profile" />;
  if (user.role === "staff") {
    return (
      <section className="container page-section profile-page">
        <h1>My Profile</h1>
        <p>{STAFF_TEXT.staffNotHere}</p>
      </section>
    );
  }
  return (
    <section className="container page-section profile-page">
      <header className="page-header">
        <h1>My Profile</h1>
        <p className="lead">Keep your details and resume current: employers see them when you apply.</p>
      </header>
      <div className="profile-grid">
        <ResumeCard user={user} problem={actionData?.form === "resume" ? actionData.problem : undefined} />
        <ProfileForm user={user} actionData={actionData?.form === "profile" ? actionData : undefined} />
      </div>
    </section>
  );
}
