import { fold } from './text.js';

/**
 * Search by words (docs/decisions 0030-search-by-words), shared by the server's product search and
 * the offline till's search on its snapshot: the same words find the same products.
 */

/** A size as products write it: a number, a space, a short unit ('1 l', '500 ml', '250 g'). */
const SIZE = /(\d+)\s+([a-z]{1,3})(?![a-z0-9_])/g;

/** '1 l' and '500 ml' also written together ('1l', '500ml'), as a cashier types them. */
export function joinedSizes(folded: string): string[] {
  return [...folded.matchAll(SIZE)].map((m) => `${m[1]}${m[2]}`);
}

/**
 * The words of a search, folded. A number followed by a unit stays one term ('1 l'): the stored
 * text has it both ways, and a lone 'l' would match nearly every product without an index.
 */
export function searchTerms(search: string): string[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const terms: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (/^\d+$/.test(words[i]) && /^[a-z]{1,3}$/.test(words[i + 1] ?? '')) terms.push(`${words[i]} ${words[++i]}`);
    else terms.push(words[i]);
  }
  return [...new Set(terms)];
}
