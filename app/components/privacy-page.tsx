import { Fragment } from "react";
import type { Block, Inline, PrivacyPageContent } from "~/content/privacy";
import { Link } from "./link";

// The privacy page's one template: its copy (app/content/privacy.ts) as a heading, a lead, the
// sections' contents, and each section.

function InlineText({ part }: { part: Inline }) {
  if (typeof part === "string") return <>{part}</>;
  if ("to" in part) return <Link to={part.to}>{part.label}</Link>;
  if ("email" in part) return <a href={`mailto:${part.email}`}>{part.email}</a>;
  return <strong>{part.strong}</strong>;
}

function Inlines({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <InlineText key={index} part={part} />
      ))}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  if ("paragraph" in block) {
    return (
      <p>
        <Inlines parts={block.paragraph} />
      </p>
    );
  }
  return (
    <ul className="privacy-list">
      {block.list.map((item, index) => (
        <li key={index}>
          <Inlines parts={item} />
        </li>
      ))}
    </ul>
  );
}

export function PrivacyPage({ content }: { content: PrivacyPageContent }) {
  return (
    <article className="container page-section narrow-page privacy-page">
      <header className="page-header">
        <h1>{content.title}</h1>
        <p className="lead">{content.lead}</p>
      </header>
      <nav aria-labelledby="privacy-contents" className="privacy-contents">
        <h2 id="privacy-contents">On this page</h2>
        <ul>
          {content.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {content.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="privacy-section">
          <h2 id={section.id}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Fragment key={index}>
              <BlockView block={block} />
            </Fragment>
          ))}
        </section>
      ))}
    </article>
  );
}
