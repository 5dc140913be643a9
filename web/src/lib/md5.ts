import { md5 } from 'js-md5';

/** The only form in which a password leaves the browser: lowercase MD5 hex. */
export function md5Hex(text: string): string {
  return md5(text);
}
