import { ApiError, buildUrl, NetworkError, type Query } from '../../lib/api';
import { getSession } from '../../lib/session';

/** The file name the server gave (content-disposition), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads `path?query` with the session's bearer token (a plain link could not send it): fetch,
 * blob, a temporary object URL clicked as a download. A refusal throws ApiError with the server's
 * Spanish messages, so the caller shows the usual error dialog.
 */
export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<string> {
  const response = await fetchFile(path, query);
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}

/** `path?query` with the session's token, refused as ApiError with the server's messages. */
async function fetchFile(path: string, query: Query, signal?: AbortSignal): Promise<Response> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    let messages: string[] = [];
    try {
      messages = ((await response.json()) as { messages?: string[] }).messages ?? [];
    } catch {
      // not JSON: the error mapper uses its own text for the status
    }
    throw new ApiError(response.status, messages);
  }
  return response;
}

/**
 * A file's text as the server sent it (an invoice's XML), to show before downloading it. Here and not
 * in lib/api, whose every call is JSON: the login page's bundle stays without it.
 */
export async function fileText(path: string, query: Query, signal?: AbortSignal): Promise<string> {
  return (await fetchFile(path, query, signal)).text();
}

/** Hands a file made here (or downloaded) to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click was handled; the browser keeps the download going.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
