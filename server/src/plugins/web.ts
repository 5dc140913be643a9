import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app. Unknown /api/ paths answer a JSON 404; any other GET answers
 * index.html so client-side routes survive a reload.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasWeb = !!webDir && fs.existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/') || url === '/api' || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ messages: ['Ruta no encontrada'] });
    }
    if (/\.[a-z0-9]+$/i.test(url) && !url.endsWith('.html')) {
      return reply.status(404).send({ messages: ['Archivo no encontrado'] });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
