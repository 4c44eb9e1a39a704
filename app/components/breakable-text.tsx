import { Fragment } from "react";

/**
 * An e-mail address or a host name that may wrap before its "@" and each dot, so that a long one
 * breaks there on a phone rather than widening the page or splitting a word.
 */
export function BreakableText({ text }: { text: string }) {
  return text.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
