import fs from 'node:fs';
import { ACCESS_DOC, offlineRouteTable, renderAccessDoc } from '../generated/access-doc.js';

/** `npm run access-matrix`: regenerates docs/access-matrix.md from the routes the app registers. */
const text = renderAccessDoc(await offlineRouteTable());
const old = fs.existsSync(ACCESS_DOC) ? fs.readFileSync(ACCESS_DOC, 'utf8') : '';
fs.writeFileSync(ACCESS_DOC, text);
console.log(old === text ? `${ACCESS_DOC}: sin cambios` : `${ACCESS_DOC}: actualizado`);
