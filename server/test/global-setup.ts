import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { fold } from '@lactea/contracts';
import { openDatabase } from '../src/db/open.js';
import { users } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';
import { hashPassword, md5Hex } from '../src/modules/auth/password.js';
import { clusterQuery, startCluster, type Cluster } from './pg-cluster.js';
import { ADMIN, CASHIER, TEMPLATE_DB, TEST_SCRYPT } from './fixtures.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

/** Migrate and seed once; every test file then starts from a clone of this template. */
async function seedUsers(db: Db) {
  for (const [u, category] of [[ADMIN, 'a'], [CASHIER, 'u']] as const) {
    await db.insert(users).values({
      name: u.name,
      category,
      username: u.username,
      usernameKey: fold(u.username),
      passwordHash: await hashPassword(md5Hex(u.password), TEST_SCRYPT),
    });
  }
}

let cluster: Cluster | undefined;
let tmpDir: string | undefined;

export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') {
    cluster = await startCluster();
    await clusterQuery(cluster.url, `CREATE DATABASE ${TEMPLATE_DB}`);
    const database = await openDatabase({ databaseUrl: `${cluster.url}/${TEMPLATE_DB}` });
    await seedUsers(database.db);
    await database.close();
    project.provide('postgresUrl', cluster.url);
    project.provide('pgliteTemplate', '');
  } else {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-pglite-'));
    const database = await openDatabase({});
    await seedUsers(database.db);
    const file = path.join(tmpDir, 'template.tar.gz');
    fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', file);
    project.provide('postgresUrl', '');
  }
  return () => {
    cluster?.stop();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  };
}
