import type { ReactNode } from "react";

/**
 * Job descriptions are plain text: paragraphs separated by blank lines, "- " bullet lines,
 * and short lines ending in ":" as subheadings.
 */
export function JobDescription({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let paragraph: string[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push(<p key={blocks.length}>{paragraph.join(" ")}</p>);
    if (bullets.length) {
      blocks.push(
        <ul key={blocks.length}>
          {bullets.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>,
      );
    }
    paragraph = [];
    bullets = [];
  };

  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("- ")) {
      if (paragraph.length) flush();
      bullets.push(line.slice(2));
    } else if (line.endsWith(":") && line.length <= 60) {
      flush();
      blocks.push(<h3 key={blocks.length}>{line.slice(0, -1)}</h3>);
    } else if (line === "") {
      flush();
    } else {
      if (bullets.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return <div className="job-description">{blocks}</div>;
}
