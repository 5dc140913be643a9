import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { withOfflineApp } from './access-doc.js';

/**
 * `openapi.json` at the repository root: the document the app serves at `/api/docs/json`, committed
 * so every API change shows in a review's diff; and the example client's types generated from it
 * (`openapi-typescript`). `npm run openapi` writes both; the drift test
 * (server/test/repo/openapi.test.ts) fails while either differs from the app's.
 */
const root = path.resolve(import.meta.dirname, '../../..');
export const OPENAPI_FILE = path.join(root, 'openapi.json');
export const CLIENT_TYPES_FILE = path.join(root, 'examples/api-client/schema.d.ts');
export const REGENERATE_OPENAPI = 'npm run openapi';

/** The document as the committed file holds it: 2-space JSON, final newline. */
const renderOpenApi = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

export const offlineOpenApi = (): Promise<string> => withOfflineApp((app) => renderOpenApi(app.swagger()));

/** What `openapi-typescript openapi.json` writes, with a line saying where it comes from. */
export async function clientTypes(openapiText: string): Promise<string> {
  const header = `// Generado por \`${REGENERATE_OPENAPI}\` desde openapi.json con openapi-typescript. No editar a mano.\n\n`;
  return header + astToString(await openapiTS(JSON.parse(openapiText)));
}
