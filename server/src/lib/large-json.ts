import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);

/**
 * An answer of megabytes (the offline till's snapshot: ~10 MB of JSON at 50,000 products, ~1.2 MB
 * gzipped). Sent as JSON text made once with JSON.stringify, not through the route's zod
 * serializer, which would check tens of thousands of objects the service has just built from
 * typed rows; gzipped (in libuv's thread pool, off the event loop) when the client accepts it,
 * since a till on the shop's Wi-Fi waits for every megabyte.
 */
export async function sendLargeJson(req: FastifyRequest, reply: FastifyReply, data: unknown): Promise<FastifyReply> {
  const text = JSON.stringify(data);
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('cache-control', 'no-store');
  reply.header('vary', 'accept-encoding');
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.send(text);
  reply.header('content-encoding', 'gzip');
  return reply.send(await gzip(text));
}
