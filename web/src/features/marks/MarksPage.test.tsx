import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Mark } from '@lactea/contracts';
import { mockFetch, renderWithApp, signIn, type FetchCall } from '../../../test/renderWithApp';
import { getSession } from '../../lib/session';
import MarksPage from './MarksPage';

/** A tiny in-memory mark/* server with `count` marks, 10 per page. */
function marksServer(count: number, overrides: (call: FetchCall) => { status: number; body: unknown } | null = () => null) {
  const marks: Mark[] = Array.from({ length: count }, (_, i) => ({ id: i + 1, mark: `Marca ${i + 1}`, enabled: 1, version: 1 }));
  return mockFetch((call) => {
    const special = overrides(call);
    if (special) return special;
    const url = new URL(call.url, 'http://localhost');
    const body = call.body as Record<string, unknown> | undefined;
    switch (`${call.method} ${url.pathname}`) {
      case 'GET /api/mark/list': {
        const page = Number(url.searchParams.get('page'));
        const data = marks.slice((page - 1) * 10, page * 10);
        return { body: { data, current_page: page, last_page: Math.max(1, Math.ceil(marks.length / 10)), total: marks.length } };
      }
      case 'POST /api/mark/add': {
        const row: Mark = { id: 100, mark: String(body?.mark), enabled: 1, version: 1 };
        marks.unshift(row); // newest first, as the server lists them
        return { body: row };
      }
      case 'PATCH /api/mark/update':
        return { body: { id: body?.id, mark: body?.mark, enabled: 1, version: 1 } };
      case 'PATCH /api/mark/change-state':
        return { body: { enabled: 0, version: 1 } };
      default:
        return { status: 404, body: { messages: ['Ruta no encontrada'] } };
    }
  });
}

function renderMarks() {
  signIn();
  return renderWithApp(<MarksPage />, { route: '/marks' });
}

/** Answers a dialog and waits until it has left (MUI hides the page from assistive tech meanwhile). */
async function answer(user: ReturnType<typeof renderWithApp>['user'], dialog: HTMLElement, button: string) {
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

const rowsOf = () => within(screen.getByRole('table', { name: 'Marcas' })).getAllByRole('row').slice(1);

describe('MarksPage', () => {
  it('lists the marks with N°, total and state, sending the token', async () => {
    const calls = marksServer(12);
    renderMarks();
    expect(await screen.findByRole('heading', { name: 'MARCAS (12)' })).toBeInTheDocument();
    const rows = rowsOf();
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Marca 1', 'Habilitado', '']);
    expect(calls[0].url).toBe('/api/mark/list?search=&enabled=2&page=1');
    expect(calls[0].headers.Authorization).toBe('Bearer token-de-prueba');
    expect(screen.getByText('Pag. 1 de 2')).toBeInTheDocument();
  });

  it('numbers rows by their place in the whole list on the next page', async () => {
    marksServer(12);
    const { user } = renderMarks();
    await screen.findByRole('heading', { name: 'MARCAS (12)' });
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(screen.getByText('Pag. 2 de 2')).toBeInTheDocument());
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    expect(within(rowsOf()[0]).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(within(rowsOf()[1]).getAllByRole('cell')[1]).toHaveTextContent('Marca 12');
  });

  it('registers a mark: confirm, success, new row on top and total + 1', async () => {
    const calls = marksServer(2);
    const { user } = renderMarks();
    await screen.findByRole('heading', { name: 'MARCAS (2)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(screen.getByRole('heading', { name: 'Formulario Registro' })).toBeInTheDocument();
    const field = screen.getByLabelText('Marca');
    expect(screen.getByText('0/30')).toBeInTheDocument();
    await user.type(field, '  Gloria ');
    // The counter counts what will be stored (trimmed), not the typed spaces.
    expect(screen.getByText('6/30')).toBeInTheDocument();
    await user.type(field, '  Gamarra');
    expect(screen.getByText('14/30')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Gloria');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));

    const confirm = await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' });
    expect(within(confirm).getByText('¿Está seguro de registrar la marca Gloria?')).toBeInTheDocument();
    await answer(user, confirm, 'SI');

    const success = await screen.findByRole('dialog', { name: 'Operación Exitosa' });
    expect(within(success).getByText('Se registró la marca')).toBeInTheDocument();
    const add = calls.find((c) => c.url === '/api/mark/add');
    expect(add?.body).toEqual({ mark: 'Gloria' });
    await answer(user, success, 'Aceptar');

    expect(screen.getByRole('heading', { name: 'MARCAS (3)' })).toBeInTheDocument();
    const rows = rowsOf();
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getAllByRole('cell').slice(0, 2).map((c) => c.textContent)).toEqual(['1', 'Gloria']);
    expect(within(rows[1]).getAllByRole('cell')[1]).toHaveTextContent('Marca 1');
  });

  it('does nothing when the confirmation is answered NO', async () => {
    const calls = marksServer(1);
    const { user } = renderMarks();
    await screen.findByRole('heading', { name: 'MARCAS (1)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.type(screen.getByLabelText('Marca'), 'Pil');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await answer(user, await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' }), 'NO');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByLabelText('Marca')).toHaveValue('Pil');
  });

  it('refuses an invalid form with the red-fields dialog', async () => {
    const calls = marksServer(1);
    const { user } = renderMarks();
    await screen.findByRole('heading', { name: 'MARCAS (1)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.type(screen.getByLabelText('Marca'), 'x'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Corrija todos los errores marcados con rojo')).toBeInTheDocument();
    expect(screen.getByText('No puede exceder los 30 dígitos')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps the form and its value after a 400', async () => {
    marksServer(1, (call) =>
      call.method === 'POST' ? { status: 400, body: { messages: ['Ya existe la marca Marca 1'] } } : null,
    );
    const { user } = renderMarks();
    await screen.findByRole('heading', { name: 'MARCAS (1)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.type(screen.getByLabelText('Marca'), 'marca 1');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await answer(user, await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' }), 'SI');
    const error = await screen.findByRole('alertdialog', { name: 'ERROR' });
    expect(within(error).getByText('Ya existe la marca Marca 1')).toBeInTheDocument();
    await answer(user, error, 'Aceptar');
    expect(screen.getByRole('heading', { name: 'Formulario Registro' })).toBeInTheDocument();
    expect(screen.getByLabelText('Marca')).toHaveValue('marca 1');
  });

  it('edits a mark and merges the answer into its row', async () => {
    const calls = marksServer(2);
    const { user } = renderMarks();
    await screen.findByRole('heading', { name: 'MARCAS (2)' });
    await user.click(within(rowsOf()[1]).getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('heading', { name: 'Formulario Edición' })).toBeInTheDocument();
    const field = screen.getByLabelText('Marca');
    expect(field).toHaveValue('Marca 2');
    await user.clear(field);
    await user.type(field, 'Soalpro');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const confirm = await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' });
    expect(within(confirm).getByText('¿Está seguro de editar la marca Soalpro?')).toBeInTheDocument();
    await answer(user, confirm, 'SI');
    const success = await screen.findByRole('dialog', { name: 'Operación Exitosa' });
    expect(within(success).getByText('Se editó la marca')).toBeInTheDocument();
    await answer(user, success, 'Aceptar');
    expect(calls.find((c) => c.url === '/api/mark/update')?.body).toEqual({ id: 2, version: 1, mark: 'Soalpro' });
    expect(within(rowsOf()[1]).getAllByRole('cell')[1]).toHaveTextContent('Soalpro');
    expect(screen.getByRole('heading', { name: 'MARCAS (2)' })).toBeInTheDocument();
  });

  it('disables a mark with the answer of change-state', async () => {
    const calls = marksServer(1);
    const { user } = renderMarks();
    await screen.findByRole('heading', { name: 'MARCAS (1)' });
    await user.click(screen.getByRole('button', { name: 'Inhabilitar marca' }));
    const confirm = await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' });
    expect(within(confirm).getByText('¿Está seguro(a) de inhabilitar la marca Marca 1?')).toBeInTheDocument();
    await answer(user, confirm, 'SI');
    const success = await screen.findByRole('dialog', { name: 'Operación Exitosa' });
    expect(within(success).getByText('Se inhabilitó la marca')).toBeInTheDocument();
    await answer(user, success, 'Aceptar');
    expect(within(rowsOf()[0]).getByText('Inhabilitado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Habilitar marca' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/mark/change-state')?.body).toEqual({ id: 1, version: 1 });
  });

  it('searches after a pause and highlights the text found', async () => {
    const calls = marksServer(12);
    const { user } = renderMarks();
    await screen.findByRole('heading', { name: 'MARCAS (12)' });
    await user.type(screen.getByLabelText('Buscar'), 'marca 1');
    await waitFor(() => expect(calls.some((c) => c.url.includes('search=marca+1'))).toBe(true));
    await waitFor(() => expect(document.querySelector('mark')?.textContent).toBe('Marca 1'));
  });

  it("shows 'Sin Información' for an empty list", async () => {
    marksServer(0);
    renderMarks();
    expect(await screen.findByText('Sin Información')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MARCAS (0)' })).toBeInTheDocument();
  });

  it('a 401 cancels, removes the session and goes to login', async () => {
    marksServer(1, () => ({ status: 401, body: { messages: ['Token anulado'] } }));
    const { user } = renderMarks();
    const dialog = await screen.findByRole('alertdialog', { name: 'OPERACIONES CANCELADAS' });
    await answer(user, dialog, 'Aceptar');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(getSession()).toBeNull();
  });

  it('a 403 denies access and goes to the root', async () => {
    marksServer(1, () => ({ status: 403, body: { messages: ['Sin permiso'] } }));
    const { user } = renderMarks();
    const dialog = await screen.findByRole('alertdialog', { name: 'ACCESO DENEGADO' });
    await answer(user, dialog, 'Aceptar');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(getSession()).not.toBeNull();
  });

  it('no answer at all shows the connection error', async () => {
    marksServer(1, () => {
      throw new TypeError('Failed to fetch');
    });
    renderMarks();
    const dialog = await screen.findByRole('alertdialog', { name: 'ERROR' });
    expect(within(dialog).getByText('Error de conexión de internet')).toBeInTheDocument();
  });

  it('keeps the page on screen when the next page fails to load', async () => {
    marksServer(25, (call) => (call.url.includes('page=2') ? { status: 500, body: { messages: [] } } : null));
    const { user } = renderMarks();
    await screen.findByRole('heading', { name: 'MARCAS (25)' });
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ERROR' });
    expect(within(dialog).getByText('Error en el proceso de almacenado en la B.D.')).toBeInTheDocument();
    await answer(user, dialog, 'Aceptar');
    expect(screen.getByText('Pag. 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MARCAS (25)' })).toBeInTheDocument();
    expect(rowsOf()).toHaveLength(10);
  });

  describe('list states', () => {
    it("shows no '(0)' while the first page loads", async () => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      mockFetch(async () => {
        await gate;
        return { body: { data: [], current_page: 1, last_page: 1, total: 0 } };
      });
      renderMarks();
      expect(screen.getByRole('heading', { name: 'MARCAS' })).toBeInTheDocument();
      expect(screen.getByText('Obteniendo Datos')).toBeInTheDocument();
      release();
      expect(await screen.findByRole('heading', { name: 'MARCAS (0)' })).toBeInTheDocument();
    });

    it("after a failed load shows the failure and 'Reintentar', not '(0)' and 'Sin Información'", async () => {
      let fail = true;
      const calls = marksServer(3, (call) => (fail && call.url.startsWith('/api/mark/list') ? { status: 500, body: { messages: [] } } : null));
      const { user } = renderMarks();
      await answer(user, await screen.findByRole('alertdialog'), 'Aceptar');
      expect(screen.getByRole('heading', { name: 'MARCAS' })).toBeInTheDocument();
      expect(screen.queryByText('Sin Información')).not.toBeInTheDocument();
      expect(screen.getByText('No se pudo obtener la información')).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('heading', { name: 'MARCAS (3)' })).toBeInTheDocument();
      expect(calls.filter((c) => c.url.startsWith('/api/mark/list'))).toHaveLength(2);
    });

    it('sends one request per page change', async () => {
      const calls = marksServer(25);
      const { user } = renderMarks();
      await screen.findByRole('heading', { name: 'MARCAS (25)' });
      await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
      await waitFor(() => expect(screen.getByText('Pag. 2 de 3')).toBeInTheDocument());
      await waitFor(() => expect(within(rowsOf()[0]).getAllByRole('cell')[1]).toHaveTextContent('Marca 11'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(calls.filter((c) => c.url.includes('page=2'))).toHaveLength(1);
    });

    it('registering on a full page 1 keeps 10 rows: the new one on top, the last moves to the next page', async () => {
      marksServer(30);
      const { user } = renderMarks();
      await screen.findByRole('heading', { name: 'MARCAS (30)' });
      expect(rowsOf()).toHaveLength(10);
      await user.click(screen.getByRole('button', { name: 'Registrar' }));
      await user.type(screen.getByLabelText('Marca'), 'Gloria');
      await user.click(screen.getByRole('button', { name: 'Registrar' }));
      await answer(user, await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' }), 'SI');
      await answer(user, await screen.findByRole('dialog', { name: 'Operación Exitosa' }), 'Aceptar');
      expect(await screen.findByRole('heading', { name: 'MARCAS (31)' })).toBeInTheDocument();
      expect(within(rowsOf()[0]).getAllByRole('cell')[1]).toHaveTextContent('Gloria');
      expect(rowsOf()).toHaveLength(10);
      expect(screen.getByText('Pag. 1 de 4')).toBeInTheDocument();
    });

    it('registering while on page 2 shows page 1 with the new row on top', async () => {
      marksServer(25);
      const { user } = renderMarks();
      await screen.findByRole('heading', { name: 'MARCAS (25)' });
      await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
      await waitFor(() => expect(screen.getByText('Pag. 2 de 3')).toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Registrar' }));
      await user.type(screen.getByLabelText('Marca'), 'Gloria');
      await user.click(screen.getByRole('button', { name: 'Registrar' }));
      await answer(user, await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' }), 'SI');
      await answer(user, await screen.findByRole('dialog', { name: 'Operación Exitosa' }), 'Aceptar');
      await waitFor(() => expect(screen.getByText('Pag. 1 de 3')).toBeInTheDocument());
      await waitFor(() => expect(within(rowsOf()[0]).getAllByRole('cell').slice(0, 2).map((c) => c.textContent)).toEqual(['1', 'Gloria']));
      expect(screen.getByRole('heading', { name: 'MARCAS (26)' })).toBeInTheDocument();
    });
  });

  it('a stale edit (409) is explained, the form closes and the list is read again', async () => {
    const STALE = 'Otro usuario modificó este registro; recargue la lista e intente de nuevo';
    const calls = marksServer(3, (call) => (call.url === '/api/mark/update' ? { status: 409, body: { messages: [STALE] } } : null));
    const { user } = renderMarks();
    await screen.findByRole('heading', { name: 'MARCAS (3)' });
    await user.click(within(rowsOf()[1]).getByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText('Marca'));
    await user.type(screen.getByLabelText('Marca'), 'Vieja');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await answer(user, await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' }), 'SI');
    const error = await screen.findByRole('alertdialog');
    expect(within(error).getByText(STALE)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/mark/update')?.body).toEqual({ id: 2, version: 1, mark: 'Vieja' });
    await answer(user, error, 'Aceptar');
    expect(await screen.findByRole('heading', { name: 'MARCAS (3)' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/mark/list'))).toHaveLength(2));
  });
});
