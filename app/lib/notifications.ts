// E-mail notifications' words: Settings and the unsubscribe page (docs/product.md#e-mail-notifications).
export const NOTIFICATION_TEXT = {
  heading: "Email Notifications",
  newApplication: "Email me when someone applies to one of our jobs",
  statusChange: "Email me when the status of one of my applications changes",
  save: "Save Notifications",
  saving: "Saving...",
  savedTitle: "Notifications saved",
  savedDescription: "Your email notification settings have been updated.",
  mailOff: "This site cannot send email at the moment, so no notifications are sent.",
  unsubscribeHeading: "Unsubscribe",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You are unsubscribed. You will get no more emails about",
  invalidLink: "This unsubscribe link is not valid. You can turn notifications off in Settings once signed in.",
} as const;
