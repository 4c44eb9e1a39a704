import { Link as RemixLink, useHref, type LinkProps as RemixLinkProps } from "@remix-run/react";
import { forwardRef } from "react";

/** What the app's links take: Remix's props but prefetching, which this server rendering does not do. */
export type LinkProps = Omit<RemixLinkProps, "prefetch">;

/** As Remix tells an absolute URL (rendered as written, never discovered as a route). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A link rendered on the server: the same anchor Remix's Link renders there, without the hooks
 * for clicks, prefetching and navigation state, which only do something in the browser. A page
 * has some 60 links (the header renders its own twice), and those hooks were a third of a
 * search page's render. test/link.test.tsx holds the markup to Remix's, prop by prop.
 */
export const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(
  {
    to,
    discover = "render",
    reloadDocument,
    relative,
    target,
    replace: _replace,
    state: _state,
    preventScrollReset: _scroll,
    viewTransition: _transition,
    ...rest
  },
  ref,
) {
  const href = useHref(to, { relative });
  const absolute = typeof to === "string" && ABSOLUTE_URL.test(to);
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the children are in `rest`, as in Remix's Link
    <a
      {...rest}
      data-discover={discover === "render" && !absolute && !reloadDocument ? "true" : undefined}
      href={absolute ? to : href}
      ref={ref}
      target={target}
    />
  );
});

/** The app's link: Remix's Link in the browser, ServerLink on the server. */
export const Link: React.ForwardRefExoticComponent<LinkProps & React.RefAttributes<HTMLAnchorElement>> =
  typeof document === "undefined" ? ServerLink : RemixLink;
