import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from './DataTable';

interface Row {
  id: number;
  name: string;
}
const columns: Column<Row>[] = [
  { id: 'n', header: 'N°', cell: (_row, index) => index + 1 },
  { id: 'name', header: 'Nombre', cell: (row) => row.name },
];
const rows: Row[] = [
  { id: 7, name: 'Pil' },
  { id: 9, name: 'Soalpro' },
];

function phoneWidth(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('max-width:900px'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('is a table with headers and actions on desktop', () => {
    phoneWidth(false);
    render(<DataTable label="Marcas" columns={columns} rows={rows} getRowId={(r) => r.id} actions={(r) => <button>Editar {r.name}</button>} />);
    const table = screen.getByRole('table', { name: 'Marcas' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['N°', 'Nombre', 'Acciones']);
    expect(within(table).getByRole('button', { name: 'Editar Soalpro' })).toBeInTheDocument();
  });

  it('becomes cards with the same data and actions at ≤ 900 px', () => {
    phoneWidth(true);
    render(<DataTable label="Marcas" columns={columns} rows={rows} getRowId={(r) => r.id} actions={(r) => <button>Editar {r.name}</button>} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Marcas' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('N°2NombreSoalpro');
    expect(within(cards[1]).getByRole('button', { name: 'Editar Soalpro' })).toBeInTheDocument();
  });

  it("says 'Obteniendo Datos' while loading and 'Sin Información' when empty", () => {
    phoneWidth(false);
    const { rerender } = render(<DataTable columns={columns} rows={[]} getRowId={(r) => r.id} loading />);
    expect(screen.getByText('Obteniendo Datos')).toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={[]} getRowId={(r) => r.id} />);
    expect(screen.getByText('Sin Información')).toBeInTheDocument();
  });

  it('puts the whole text of a text cell in its hover title, and a failed load offers Reintentar', async () => {
    phoneWidth(false);
    const long = 'Z'.repeat(100);
    const retry = vi.fn();
    const { rerender } = render(<DataTable columns={columns} rows={[{ id: 1, name: long }]} getRowId={(r) => r.id} />);
    expect(screen.getByTitle(long)).toHaveTextContent(long);
    rerender(<DataTable columns={columns} rows={[]} getRowId={(r) => r.id} failed onRetry={retry} />);
    expect(screen.queryByText('Sin Información')).not.toBeInTheDocument();
    expect(screen.getByText('No se pudo obtener la información')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Reintentar' }).click();
    expect(retry).toHaveBeenCalled();
  });
});
