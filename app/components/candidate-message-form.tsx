import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import type { ApplicantActionFailure } from "~/lib/action-data";
import { MAX_MESSAGE_LENGTH, messageSchema, PIPELINE_TEXT } from "~/lib/hiring-pipeline";
import { FormAlert, TextField } from "./form-field";

/**
 * The Message form on an applicant's page: a plain post to the page, which mails the candidate and
 * keeps the message in the history; Conform checks it in the browser with the server's schema.
 */
export function MessageForm({
  action,
  company,
  failure,
}: {
  action: string;
  company: string;
  failure?: Extract<ApplicantActionFailure, { form: "message" }>;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === action && navigation.formData?.get("intent") === "message";
  const [form, fields] = useForm({
    id: "message",
    lastResult: failure?.result,
    constraint: getZodConstraint(messageSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageSchema }),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="note-form">
      <input type="hidden" name="intent" value="message" />
      <FormAlert message={failure?.message} form={form} answer={failure} />
      <fieldset disabled={sending} className="form-fields">
        <legend className="visually-hidden">{PIPELINE_TEXT.messageHeading}</legend>
        <TextField
          meta={fields.message}
          label={PIPELINE_TEXT.messageLabel}
          multiline
          rows={5}
          hint={`${PIPELINE_TEXT.messageHint(company)} Up to ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters.`}
        />
        <button type="submit" className="button button-primary">
          {sending ? PIPELINE_TEXT.sending : PIPELINE_TEXT.messageButton}
        </button>
      </fieldset>
    </Form>
  );
}
