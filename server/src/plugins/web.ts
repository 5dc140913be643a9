import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The browser may run only this server's scripts, load only its resources and talk only to it. The
 * session token lives in localStorage, so an injected script could read it: this is the backstop
 * behind never rendering stored text as markup. Styles allow inline: MUI/emotion
 * writes <style> elements at run time, and Swagger UI (/api/docs) sets style attributes. Swagger UI
 * loads its scripts from files (no inline script), so the same policy serves it too.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Files under assets/ carry a content hash in their name: a new build makes new names, so a
 * browser may keep them for a year without asking again. Anything else (index.html, which
 * names the current hashes; the icon) is revalidated on every load.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export function cachePolicy(file: string): string {
  return /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/.test(file) ? IMMUTABLE : 'no-cache';
}

/**
 * Serves the built web app. Unknown /api/ paths answer a JSON 404; any other GET answers
 * index.html so client-side routes survive a reload.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasWeb = !!webDir && fs.existsSync(path.join(webDir, 'index.html'));
  // Every answer, JSON included: a JSON answer opened in a tab is a document too.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: ['index.html'],
      // The build writes name.br and name.gz beside each file (web/vite.config.ts): sent as is
      // to a browser that accepts them, no compression work per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', cachePolicy(file)),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    // HEAD answers like GET (a monitor or a link checker probing /login must see 200).
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (url.startsWith('/api/') || url === '/api' || !read || !hasWeb) {
      return reply.status(404).send({ messages: ['Ruta no encontrada'] });
    }
    if (/\.[a-z0-9]+$/i.test(url) && !url.endsWith('.html')) {
      return reply.status(404).send({ messages: ['Archivo no encontrado'] });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
