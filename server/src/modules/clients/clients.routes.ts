import { clientCreditQuery, clientCreditSchema, statementQuery, statementSchema, clientPage, clientSchema, createClientBody, editClientBody, listClientsQuery, versionedIdBody, versionedStateAnswer } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { accountStatement } from './statement.service.js';
import { addClient, changeClientState, clientCreditOf, editClient, listClients } from './clients.service.js';

const tags = ['clientes'];

export function clientRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  // The till searches clients (page=1&search=) and registers new ones during a sale.
  const staff = { access: 'staff' } as const;
  app.get('/api/client/list', { config: staff, schema: { ...doc('client.list', 'Listar y buscar clientes'), tags, querystring: listClientsQuery, response: { 200: clientPage } } }, (req) =>
    listClients(ctxOf(req), req.query),
  );
  app.post('/api/client/add', { config: staff, schema: { ...doc('client.add', 'Registrar un cliente'), tags, body: createClientBody, response: { 200: clientSchema } } }, (req) =>
    addClient(ctxOf(req), req.body),
  );
  // The till shows the chosen client's debt and available credit (decision 0035).
  app.get('/api/client/credit', { config: staff, schema: { ...doc('client.credit', 'Deuda y crédito disponible de un cliente', 404), tags, querystring: clientCreditQuery, response: { 200: clientCreditSchema } } }, (req) =>
    clientCreditOf(ctxOf(req), req.query),
  );
  // Estado de cuenta: the owner's, like the client list.
  app.get('/api/client/account-statement', { config: admin, schema: { ...doc('client.accountStatement', 'Estado de cuenta de un cliente: ventas a crédito, pagos y saldo', 404), tags, querystring: statementQuery, response: { 200: statementSchema } } }, (req) =>
    accountStatement(ctxOf(req), req.query),
  );
  app.put('/api/client/edit', { config: admin, schema: { ...doc('client.edit', 'Editar un cliente', 404), tags, body: editClientBody, response: { 200: clientSchema } } }, (req) =>
    editClient(ctxOf(req), req.body),
  );
  app.patch('/api/client/change-state', { config: admin, schema: { ...doc('client.changeState', 'Habilitar o inhabilitar un cliente', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } }, (req) =>
    changeClientState(ctxOf(req), req.body),
  );
}
