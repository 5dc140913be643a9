import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_TYPES_FILE, clientTypes, OPENAPI_FILE, offlineOpenApi } from '../generated/openapi-doc.js';

/** `npm run openapi`: regenerates openapi.json and the example client's types from the app's routes. */
const document = await offlineOpenApi();
for (const [file, text] of [
  [OPENAPI_FILE, document],
  [CLIENT_TYPES_FILE, await clientTypes(document)],
] as const) {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  fs.writeFileSync(file, text);
  console.log(`${path.basename(file)}: ${old === text ? 'sin cambios' : 'actualizado'}`);
}
