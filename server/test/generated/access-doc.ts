import path from 'node:path';
import type { App } from '../../src/app-types.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database, Db } from '../../src/db/types.js';
import { routeTable, type RouteEntry } from '../../src/lib/route-table.js';

/**
 * docs/access-matrix.md: who may call what, generated from the routes the app registers.
 * `npm run access-matrix` writes it; the matrix test fails while it is out of date.
 */
export const ACCESS_DOC = path.resolve(import.meta.dirname, '../../../docs/access-matrix.md');
export const REGENERATE = 'npm run access-matrix';

/** Runs `read` on an app built without a database: registering routes never queries. */
export async function withOfflineApp<T>(read: (app: App) => T): Promise<T> {
  const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('sin base de datos')) }) as Db;
  const database: Database = { kind: 'pglite', db: unused, close: async () => {} };
  const app = await buildApp({ config: { ...loadConfig({}, []), webDir: undefined, logLevel: 'silent' }, database });
  try {
    await app.ready();
    return read(app);
  } finally {
    await app.close();
  }
}

/** The route table without a database. */
export const offlineRouteTable = (): Promise<RouteEntry[]> => withOfflineApp(routeTable);

/** Who may call each access level: [sin sesión, Usuario (u), Preventista (v), Administrador (a)]. */
const WHO: Record<string, [string, string, string, string]> = {
  public: ['sí', 'sí', 'sí', 'sí'],
  signed: ['no (401)', 'sí', 'sí', 'sí'],
  staff: ['no (401)', 'sí', 'no (403)', 'sí'],
  options: ['no (401)', 'si enabled_options_user = 1 (si no, 403)', 'no (403)', 'sí'],
  route: ['no (401)', 'no (403)', 'sí', 'sí'],
  admin: ['no (401)', 'no (403)', 'no (403)', 'sí'],
};

export function renderAccessDoc(routes: RouteEntry[]): string {
  const lines = [
    '# Matriz de acceso (generada)',
    '',
    `<!-- Generado por \`${REGENERATE}\` desde las rutas que registra la app. No editar a mano. -->`,
    '',
    'Quién puede llamar cada ruta de `/api/`, según el `config.access` que declara la ruta',
    '(`server/src/plugins/access.ts`). La prueba `server/test/generated/access-matrix.test.ts` llama cada',
    'ruta con cada tipo de usuario, comprueba estas respuestas en PGlite y en PostgreSQL, y falla si este',
    `archivo no coincide con las rutas: después de agregar o cambiar una ruta ejecute \`${REGENERATE}\`.`,
    '',
    'Para todas las rutas que no son públicas: sin token o con un token falso, vencido o anulado (la',
    'sesión de quien cambió sus credenciales) → 401; usuario inhabilitado → 402; un administrador',
    'degradado a Usuario recibe lo mismo que un Usuario.',
    '',
    '| Método | Ruta | Acceso | Sin sesión | Usuario (u) | Preventista (v) | Administrador (a) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of routes) {
    const [anon, user, seller, admin] = WHO[r.access] ?? ['?', '?', '?', '?'];
    lines.push(`| ${r.method} | \`${r.url}\` | ${r.access} | ${anon} | ${user} | ${seller} | ${admin} |`);
  }
  const count = (level: string) => routes.filter((r) => r.access === level).length;
  lines.push('', `${routes.length} rutas: ${['public', 'signed', 'staff', 'options', 'route', 'admin'].map((l) => `${count(l)} ${l}`).join(', ')}.`, '');
  return lines.join('\n');
}
