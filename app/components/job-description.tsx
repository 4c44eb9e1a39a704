/**
 * Job descriptions are plain text: paragraphs separated by blank lines, "- " bullet lines,
 * and short lines ending in ":" as subheadings.
 */
export function JobDescription({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  return (
    <div className="job-description">
      {blocks.map((block, index) => {
        const lines = block.split("\n").map((line) => line.trim());
        if (lines.every((line) => line.startsWith("- "))) {
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <li key={item}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        if (lines.length === 1 && block.endsWith(":") && block.length <= 60) {
          return <h3 key={index}>{block.slice(0, -1)}</h3>;
        }
        return <p key={index}>{lines.join(" ")}</p>;
      })}
    </div>
  );
}
