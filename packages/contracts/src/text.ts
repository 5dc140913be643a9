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
