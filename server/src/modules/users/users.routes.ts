import { changeCredentialsBody, createUserBody, updateUserBody, userList, userSchema, versionedIdBody, versionedStateAnswer } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { addUser, changeCredentials, changeUserState, listUsers, updateUser } from './users.service.js';

const tags = ['usuarios'];

export function userRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  app.get('/api/user/list', { config: admin, schema: { ...doc('user.list', 'Listar usuarios'), tags, response: { 200: userList } } }, (req) => listUsers(ctxOf(req)));
  app.post('/api/user/add', { config: admin, schema: { ...doc('user.add', 'Registrar un usuario'), tags, body: createUserBody, response: { 200: userSchema } } }, (req) =>
    addUser(ctxOf(req), req.body),
  );
  app.patch('/api/user/update', { config: admin, schema: { ...doc('user.update', 'Editar un usuario', 404), tags, body: updateUserBody, response: { 200: userSchema } } }, (req) =>
    updateUser(ctxOf(req), req.body),
  );
  app.patch('/api/user/change-state', { config: admin, schema: { ...doc('user.changeState', 'Habilitar o inhabilitar un usuario', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } }, (req) =>
    changeUserState(ctxOf(req), req.body),
  );
  app.put(
    '/api/user/change-credentials',
    { config: admin, schema: { ...doc('user.changeCredentials', 'Cambiar usuario y contraseña de un usuario', 404), tags, body: changeCredentialsBody, response: { 200: userSchema } } },
    (req) => changeCredentials(ctxOf(req), req.body),
  );
}
