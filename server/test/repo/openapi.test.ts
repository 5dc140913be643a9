import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, clientTypes, OPENAPI_FILE, offlineOpenApi, REGENERATE_OPENAPI } from '../generated/openapi-doc.js';

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
const stale = (file: string) => `${file} está desactualizado: ejecute ${REGENERATE_OPENAPI}`;

/** The committed document is the app's: a route changed without `npm run openapi` fails here. */
describe('openapi.json', () => {
  it('is the document the app serves', async () => {
    expect(read(OPENAPI_FILE) === (await offlineOpenApi()), stale('openapi.json')).toBe(true);
  });

  it("the example client's types are generated from it", async () => {
    expect(read(CLIENT_TYPES_FILE) === (await clientTypes(read(OPENAPI_FILE))), stale('examples/api-client/schema.d.ts')).toBe(true);
  });
});
