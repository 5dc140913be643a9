import { Fragment } from 'react';
import { fold } from '@lactea/contracts';

export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into parts where `query` matches, ignoring case and accents ("yogur" marks
 * "Yógur"). Folding can change a character's length, so each folded character remembers the
 * original character it came from and matches are cut from the original text.
 */
export function splitMatches(text: string, query: string): HighlightPart[] {
  const needle = fold(query.trim());
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  let folded = '';
  const origin: number[] = []; // folded index -> index in text where its character starts
  const chars = Array.from(text);
  const starts: number[] = [];
  let at = 0;
  for (const char of chars) {
    starts.push(at);
    for (const f of fold(char)) {
      folded += f;
      origin.push(starts.length - 1);
    }
    at += char.length;
  }
  starts.push(at);

  const parts: HighlightPart[] = [];
  let cursor = 0; // index in text already emitted
  let from = folded.indexOf(needle);
  while (from !== -1) {
    const start = starts[origin[from]];
    const end = starts[origin[from + needle.length - 1] + 1];
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    if (end > start) parts.push({ text: text.slice(start, end), match: true });
    cursor = Math.max(cursor, end);
    from = folded.indexOf(needle, from + needle.length);
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}

/** Shows `text` with the searched words marked; React text nodes only, never injected HTML. */
export function Highlight({ text, query }: { text: string | null | undefined; query: string }) {
  const parts = splitMatches(text ?? '', query);
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} style={{ backgroundColor: '#FFE082', color: 'inherit', padding: 0, borderRadius: 2 }}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
