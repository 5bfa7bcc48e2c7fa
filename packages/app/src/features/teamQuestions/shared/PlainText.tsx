/**
 * Someone's own words, as they typed them: plain text (never HTML), each line break kept.
 * React escapes the text, so nothing in it can become markup.
 */
export function PlainText({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <p>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  );
}
