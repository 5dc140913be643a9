/**
 * Folds text for case- and accent-insensitive comparison: "Yógur" and "YOGUR" both give "yogur".
 * The server stores this form beside names (unique keys, search columns) and folds every search
 * the same way; the web uses it to highlight matches.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    // Recompose what NFD split but is not an accent (Hangul syllables...), so the folded text
    // is never longer than the original and fits the same column.
    .normalize('NFC')
    .toLowerCase();
}

/**
 * Characters a person cannot see or type in a one-line field: control characters (NUL, which
 * PostgreSQL cannot store, among them), format characters (zero-width space and joiners, bidi
 * overrides, soft hyphen, BOM), lone surrogates and line/paragraph separators. Refused in every
 * text field so that `ad\u200bmin` cannot sit beside `admin`. A multi-line field (a description,
 * a gloss) may also hold line breaks and tabs.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const HIDDEN_MULTILINE = /[^\P{Cc}\n\r\t]|[\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

export function hasHiddenCharacters(text: string, multiline = false): boolean {
  return (multiline ? HIDDEN_MULTILINE : HIDDEN).test(text);
}

/**
 * What every text field stores and counts: NFC, trimmed, each run of spaces inside it (no-break
 * and other Unicode spaces too) collapsed to one plain space, so 'Yógur  Único' and 'Yógur Único'
 * are the same name (and the same unique key). Control and invisible characters are left for
 * hasHiddenCharacters to refuse; line breaks stay.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFC').trim().replace(/\p{Zs}+/gu, ' ');
}
