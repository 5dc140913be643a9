import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@lactea/contracts';
import { answerDialog, callsTo, cellTexts, columnHeaders, confirmOperation, fakeApi, type FakeRoutes, renderScreen, tableRows } from '../../../test/fakeApi';
import { md5Hex } from '../../lib/md5';
import { getSession } from '../../lib/session';
import UsersPage from './UsersPage';

/** user/* over three users; the signed-in test user is id 1. */
function usersServer(more: FakeRoutes = {}) {
  const users: User[] = [
    { id: 1, name: 'Ana Pérez', category: 'a', username: 'ana', enabled: 1, version: 1 },
    { id: 2, name: 'María Quispe', category: 'u', username: 'cajero', enabled: 1, version: 1 },
    { id: 3, name: 'Jorge Mamani', category: 'u', username: 'jorge', enabled: 0, version: 1 },
  ];
  const find = (id: unknown) => users.find((u) => u.id === id) as User;
  return fakeApi({
    'GET user/list': () => ({ body: users }),
    'POST user/add': ({ json }) => ({ body: { id: 9, name: json.name, category: json.category, username: json.username, enabled: 1, version: 1 } }),
    'PATCH user/update': ({ json }) => ({ body: { ...find(json.id), name: json.name, category: json.category } }),
    'PATCH user/change-state': ({ json }) => ({ body: { enabled: find(json.id).enabled === 1 ? 0 : 1 } }),
    'PUT user/change-credentials': ({ json }) => ({ body: { ...find(json.id), username: json.username } }),
    ...more,
  });
}

const renderUsers = () => renderScreen(<UsersPage />, '/users');

const rows = () => tableRows('Usuarios');

async function chooseOption(user: ReturnType<typeof renderUsers>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('UsersPage', () => {
  it('lists every user, unpaged, with the total and the category names', async () => {
    const calls = usersServer();
    renderUsers();
    expect(await screen.findByRole('heading', { name: 'USUARIOS (3)' })).toBeInTheDocument();
    expect(columnHeaders('Usuarios')).toEqual(['N°', 'Nombre', 'Categoría', 'Username', 'Estado', 'Acciones']);
    expect(cellTexts(rows()[1]).slice(0, 5)).toEqual(['2', 'María Quispe', 'Usuario', 'cajero', 'Habilitado']);
    expect(cellTexts(rows()[0])[2]).toBe('Administrador');
    expect(within(rows()[0]).getByRole('button', { name: 'Cambiar Credenciales' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/user/list']);
  });

  it('filters by category, state and name on the client, 300 ms after a change', async () => {
    const calls = usersServer();
    const { user } = renderUsers();
    await screen.findByRole('heading', { name: 'USUARIOS (3)' });
    await chooseOption(user, 'Categoría', 'Usuarios');
    expect(rows()).toHaveLength(3); // not yet
    await waitFor(() => expect(screen.getByRole('heading', { name: 'USUARIOS (2)' })).toBeInTheDocument());
    expect(rows().map((r) => cellTexts(r)[1])).toEqual(['María Quispe', 'Jorge Mamani']);
    await chooseOption(user, 'Estado', 'Inhabilitados');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(cellTexts(rows()[0])[1]).toBe('Jorge Mamani');
    await chooseOption(user, 'Estado', 'Todos');
    await user.type(screen.getByLabelText('Buscar'), 'quíspe');
    await waitFor(() => expect(document.querySelector('mark')?.textContent).toBe('Quispe'));
    expect(rows().map((r) => cellTexts(r)[1])).toEqual(['María Quispe']);
    await chooseOption(user, 'Categoría', 'Administradores');
    await waitFor(() => expect(screen.getByText('Sin Información')).toBeInTheDocument());
    expect(calls).toHaveLength(1);
  });

  it('registers a user: category required, passwords must match, only the MD5 leaves', async () => {
    const calls = usersServer();
    const { user } = renderUsers();
    await screen.findByRole('heading', { name: 'USUARIOS (3)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(screen.getByRole('heading', { name: 'Formulario Registro' })).toBeInTheDocument();
    expect(screen.getByText('0/30')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre'), 'Luis Flores');
    await user.type(screen.getByLabelText('Username'), 'luis');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta1');
    await user.type(screen.getByLabelText('Repetir Contraseña'), 'secreta2');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await answerDialog(user, await screen.findByRole('alertdialog'), 'Aceptar');
    // Every error on the first save: the empty category says the spec's
    // 'Es requerido', and the password mismatch shows beside it, not only once the rest is valid.
    expect(screen.getByText('Es requerido')).toBeInTheDocument(); // only the category is empty
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();

    await chooseOption(user, 'Categoría', 'Usuario');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const invalid = await screen.findByRole('alertdialog');
    expect(within(invalid).getByText('Corrija todos los errores marcados con rojo')).toBeInTheDocument();
    await answerDialog(user, invalid, 'Aceptar');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(callsTo(calls, 'user/add')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Repetir Contraseña'));
    await user.type(screen.getByLabelText('Repetir Contraseña'), 'secreta1');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await confirmOperation(user, '¿Está seguro de registrar el usuario Luis Flores?', 'Se registró el usuario');
    expect(callsTo(calls, 'user/add')[0].body).toEqual({
      name: 'Luis Flores',
      category: 'u',
      username: 'luis',
      password: md5Hex('secreta1'),
    });
    expect(JSON.stringify(calls)).not.toContain('secreta1');
    expect(screen.getByRole('heading', { name: 'USUARIOS (4)' })).toBeInTheDocument();
    expect(cellTexts(rows()[0]).slice(1, 4)).toEqual(['Luis Flores', 'Usuario', 'luis']);
  });

  it('shows and hides each password', async () => {
    usersServer();
    const { user } = renderUsers();
    await screen.findByRole('heading', { name: 'USUARIOS (3)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const repeat = screen.getByLabelText('Repetir Contraseña');
    expect(repeat).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar repetir contraseña' }));
    expect(repeat).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Ocultar repetir contraseña' }));
    expect(repeat).toHaveAttribute('type', 'password');
  });

  it('edits only the name and category', async () => {
    const calls = usersServer();
    const { user } = renderUsers();
    await screen.findByRole('heading', { name: 'USUARIOS (3)' });
    await user.click(within(rows()[1]).getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('heading', { name: 'Formulario Edición' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    const name = screen.getByLabelText('Nombre');
    expect(name).toHaveValue('María Quispe');
    await user.clear(name);
    await user.type(name, 'María Q. Flores');
    await chooseOption(user, 'Categoría', 'Administrador');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el usuario María Q. Flores?', 'Se editó el usuario');
    expect(callsTo(calls, 'user/update')[0].body).toEqual({ id: 2, version: 1, name: 'María Q. Flores', category: 'a' });
    expect(cellTexts(rows()[1]).slice(1, 3)).toEqual(['María Q. Flores', 'Administrador']);
  });

  it("changes another user's credentials with the MD5 of the new password", async () => {
    const calls = usersServer();
    const { user } = renderUsers();
    await screen.findByRole('heading', { name: 'USUARIOS (3)' });
    await user.click(within(rows()[1]).getByRole('button', { name: 'Cambiar Credenciales' }));
    expect(screen.getByRole('heading', { name: 'Cambiar Credenciales' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    expect(username).toHaveValue('cajero');
    await user.clear(username);
    await user.type(username, 'maria q');
    await user.type(screen.getByLabelText('Contraseña'), 'nueva123');
    await user.type(screen.getByLabelText('Repetir Contraseña'), 'nueva123');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await answerDialog(user, await screen.findByRole('alertdialog'), 'Aceptar');
    expect(screen.getByText('No debe tener espacios')).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'mariaq');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de cambiar las credenciales de María Quispe?', 'Se cambio las credenciales');
    expect(callsTo(calls, 'user/change-credentials')[0]).toMatchObject({
      method: 'PUT',
      body: { id: 2, username: 'mariaq', password: md5Hex('nueva123') },
    });
    expect(cellTexts(rows()[1])[3]).toBe('mariaq');
    expect(screen.getByTestId('location')).toHaveTextContent('/users');
    expect(getSession()).not.toBeNull();
  });

  it('changing your own credentials ends your session and goes to /login', async () => {
    usersServer();
    const { user } = renderUsers();
    await screen.findByRole('heading', { name: 'USUARIOS (3)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Cambiar Credenciales' }));
    await user.type(screen.getByLabelText('Contraseña'), 'otra1234');
    await user.type(screen.getByLabelText('Repetir Contraseña'), 'otra1234');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de cambiar las credenciales de Ana Pérez?', 'Se cambio las credenciales');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(getSession()).toBeNull();
  });

  it('disables and enables a user with the answer of change-state', async () => {
    const calls = usersServer();
    const { user } = renderUsers();
    await screen.findByRole('heading', { name: 'USUARIOS (3)' });
    await user.click(within(rows()[1]).getByRole('button', { name: 'Inhabilitar usuario' }));
    await confirmOperation(user, '¿Está seguro(a) de inhabilitar el usuario María Quispe?', 'Se inhabilitó el usuario');
    expect(callsTo(calls, 'user/change-state')[0].body).toEqual({ id: 2, version: 1 });
    expect(within(rows()[1]).getByText('Inhabilitado')).toBeInTheDocument();
    await user.click(within(rows()[2]).getByRole('button', { name: 'Habilitar usuario' }));
    await confirmOperation(user, '¿Está seguro(a) de habilitar el usuario Jorge Mamani?', 'Se habilitó el usuario');
    expect(within(rows()[2]).getByText('Habilitado')).toBeInTheDocument();
  });

  it("shows the server's refusal to disable yourself", async () => {
    usersServer({
      'PATCH user/change-state': () => ({ status: 400, body: { messages: ['No puede inhabilitar su propio usuario'] } }),
    });
    const { user } = renderUsers();
    await screen.findByRole('heading', { name: 'USUARIOS (3)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Inhabilitar usuario' }));
    await answerDialog(user, await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' }), 'SI');
    const error = await screen.findByRole('alertdialog', { name: 'ERROR' });
    expect(within(error).getByText('No puede inhabilitar su propio usuario')).toBeInTheDocument();
    await answerDialog(user, error, 'Aceptar');
    expect(within(rows()[0]).getByText('Habilitado')).toBeInTheDocument();
  });
});
