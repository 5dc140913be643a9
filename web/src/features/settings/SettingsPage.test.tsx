import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { InvoiceSetting, Setting } from '@lactea/contracts';
import { answerDialog, callsTo, confirmOperation, fakeApi, renderScreen } from '../../../test/fakeApi';
import { settingFixture } from '../../../test/settingFixture';
import { DEVICE_KEY } from '../../lib/useDeviceEnabled';
import SettingsPage from './SettingsPage';

const current: Setting = settingFixture({ initial_cash: 500 });
const invoicing: InvoiceSetting = {
  invoicing: 0, nit: '', razon_social: '', municipio: '', telefono: '', sucursal: 0, punto_venta: 0, actividad: '', codigo_sistema: '',
  modalidad: 2, ambiente: 2, siat_url: '', sin_product_default: null, token_configured: 0, token_from_environment: 0, version: 1,
};
const SIN_PRODUCTS = [
  { code: '22111', description: 'LECHE LÍQUIDA PROCESADA', activity: '463020' },
  { code: '22270', description: 'QUESOS', activity: '463020' },
];
function server() {
  return fakeApi({
    'GET setting/list': () => ({ body: current }),
    'PUT setting/update': ({ json }) => ({ body: { ...current, ...json, version: 4 } }),
    'GET setting/scale-label': () => ({ body: { scale_prefix_from: 20, scale_prefix_to: 29, scale_code_digits: 5, scale_value: 'w', version: 3 } }),
    'PUT setting/update-scale-label': ({ json }) => ({ body: { ...(json as object), version: 4 } }),
    'GET invoice-setting/list': () => ({ body: invoicing }),
    'GET siat-catalogue/list': ({ query }) => {
      const rows = SIN_PRODUCTS.filter((r) => r.code.startsWith(query.get('search') ?? ''));
      return { body: { data: rows, current_page: 1, last_page: 1, total: rows.length } };
    },
    'PUT invoice-setting/update': ({ json }) => {
      const { token, ...rest } = json as Record<string, unknown>;
      return { body: { ...invoicing, ...rest, token_configured: token === null ? 0 : token ? 1 : invoicing.token_configured, version: invoicing.version + 1 } };
    },
  });
}
const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('SettingsPage', { timeout: 20_000 }, () => {
  it('shows the settings and this device as not enabled', async () => {
    server();
    renderScreen(<SettingsPage />, '/settings');
    expect(await screen.findByText('Bs. 500,00')).toBeInTheDocument();
    expect(value('Dirección')).toBe('Av. 6 de Agosto 123, La Paz');
    expect(value('Número')).toBe('71234567');
    expect(value("Días para 'por vencer'")).toBe('7');
    expect(value('Dispositivo Habilitado')).toBe('NO');
    expect(value('Inventario + Compras para usuarios')).toBe('NO');
    expect(value('Aplicar ofertas automáticamente')).toBe('SI');
    expect(value('Días para deuda vencida')).toBe('30');
    expect(value('Control de crédito')).toBe('Bloquear');
  });

  it("edits: invalid shows 'Operación Cancelada / Corrija los errores'; valid sends every field with the version", async () => {
    const calls = server();
    const { user } = renderScreen(<SettingsPage />, '/settings');
    await screen.findByText('Bs. 500,00');
    await user.click(screen.getByRole('button', { name: 'Editar configuración' }));
    await user.clear(screen.getByLabelText('Caja Inicial'));
    await user.type(screen.getByLabelText('Caja Inicial'), '10.5');
    await user.clear(screen.getByLabelText('Dirección'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const invalid = await screen.findByRole('dialog', { name: 'Operación Cancelada' });
    expect(within(invalid).getByText('Corrija los errores')).toBeInTheDocument();
    await answerDialog(user, invalid, 'Aceptar');
    expect(screen.getByText('Debe ser un número entero')).toBeInTheDocument();
    expect(screen.getByText('Es requerido')).toBeInTheDocument();
    expect(callsTo(calls, 'setting/update')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Caja Inicial'));
    await user.type(screen.getByLabelText('Caja Inicial'), '800');
    await user.type(screen.getByLabelText('Dirección'), 'Calle Comercio 45');
    await user.clear(screen.getByLabelText("Días para 'por vencer'"));
    await user.type(screen.getByLabelText("Días para 'por vencer'"), '10');
    await user.clear(screen.getByLabelText('Días para deuda vencida'));
    await user.type(screen.getByLabelText('Días para deuda vencida'), '15');
    await user.click(screen.getByLabelText('Control de crédito'));
    await user.click(await screen.findByRole('option', { name: /^Advertir/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de actualizar los valores de la configuración?', 'Se actualizó los valores');
    expect(callsTo(calls, 'setting/update')[0].body).toEqual({
      initial_cash: 800,
      address: 'Calle Comercio 45',
      cellphone_number: '71234567',
      enabled_options_user: 0,
      near_expiry_days: 10,
      auto_offers: 1,
      credit_overdue_days: 15,
      credit_control: 'advertir',
      version: 3,
    });
    expect(await screen.findByText('Bs. 800,00')).toBeInTheDocument();
  });

  it('enables and disables this device (the local flag)', async () => {
    server();
    const { user } = renderScreen(<SettingsPage />, '/settings');
    await screen.findByText('Bs. 500,00');
    await user.click(screen.getByRole('button', { name: 'Habilitar dispositivo' }));
    await confirmOperation(user, '¿Está seguro(a) de habilitar este dispositivo para vender?', 'Se habilitó el dispositivo');
    expect(localStorage.getItem(DEVICE_KEY)).not.toBeNull();
    expect(value('Dispositivo Habilitado')).toBe('SI');
    await user.click(screen.getByRole('button', { name: 'Inhabilitar dispositivo' }));
    await confirmOperation(user, '¿Está seguro(a) de inhabilitar este dispositivo para vender?', 'Se inhabilitó el dispositivo');
    expect(localStorage.getItem(DEVICE_KEY)).toBeNull();
  });

  it('enables Inventario + Compras for users through setting/update', async () => {
    const calls = server();
    const { user } = renderScreen(<SettingsPage />, '/settings');
    await screen.findByText('Bs. 500,00');
    await user.click(screen.getByRole('button', { name: 'Habilitar Inventario + Compras' }));
    await confirmOperation(user, '¿Está seguro(a) de habilitar Inventario y Compras para los usuarios?', 'Se habilitó las opciones');
    expect(callsTo(calls, 'setting/update')[0].body).toMatchObject({ enabled_options_user: 1, version: 3 });
    await waitFor(() => expect(value('Inventario + Compras para usuarios')).toBe('SI'));
  });

  it("turns the till's automatic offers off through setting/update", async () => {
    const calls = server();
    const { user } = renderScreen(<SettingsPage />, '/settings');
    await screen.findByText('Bs. 500,00');
    await user.click(screen.getByRole('button', { name: 'Desactivar ofertas automáticas' }));
    await confirmOperation(user, '¿Está seguro(a) de desactivar la aplicación automática de descuentos y promociones en la caja?', 'Se desactivó la aplicación automática de ofertas');
    expect(callsTo(calls, 'setting/update')[0].body).toMatchObject({ auto_offers: 0, version: 3 });
    await waitFor(() => expect(value('Aplicar ofertas automáticamente')).toBe('NO'));
  });

  it('the scale labels: prefixes, scale-code digits and weight or price, saved with the settings version', async () => {
    const calls = server();
    const { user } = renderScreen(<SettingsPage />, '/settings');
    const prefixTo = await screen.findByLabelText('Prefijo hasta');
    expect(screen.getByLabelText('Prefijo desde')).toHaveValue('20');
    await user.clear(prefixTo);
    await user.type(prefixTo, '19');
    await user.click(screen.getByRole('button', { name: 'Guardar formato' }));
    await answerDialog(user, await screen.findByRole('alertdialog'), 'Aceptar');
    expect(screen.getByText('No puede ser menor a 20')).toBeInTheDocument();
    expect(callsTo(calls, 'setting/update-scale-label')).toHaveLength(0);
    await user.clear(prefixTo);
    await user.type(prefixTo, '28');
    await user.click(screen.getByRole('button', { name: 'Guardar formato' }));
    await confirmOperation(user, '¿Está seguro de actualizar el formato de las etiquetas de balanza?', 'Se actualizó el formato de las etiquetas de balanza');
    expect(callsTo(calls, 'setting/update-scale-label')[0].body).toEqual({ scale_prefix_from: 20, scale_prefix_to: 28, scale_code_digits: 5, scale_value: 'w', version: 3 });
  });

  it('Facturación: switching on sends every field and a typed token once; the screen then shows only “configurado” and an empty token field', async () => {
    const calls = server();
    const { user } = renderScreen(<SettingsPage />, '/settings');
    const section = within(await screen.findByRole('region', { name: 'Facturación' }));
    expect(await section.findByText('Token: no configurado. Vacío conserva el guardado.')).toBeInTheDocument();
    await user.click(section.getByLabelText('Facturación'));
    await user.click(await screen.findByRole('option', { name: 'Activada' }));
    expect(section.getByRole('combobox', { name: 'Facturación' })).toHaveTextContent('Activada');
    for (const [label, text] of [['NIT', '1020304050'], ['Razón social', 'Lácteos La Vaca'], ['Municipio', 'La Paz'], ['Actividad económica', '463020'], ['Código de sistema', 'LACTEA-1'], ['Dirección del SIAT', 'http://127.0.0.1:9/v2'], ['Token delegado', 'secreto-1']]) {
      await user.type(section.getByLabelText(label), text);
    }
    await user.click(section.getByRole('button', { name: 'Guardar facturación' }));
    await confirmOperation(user, '¿Está seguro de actualizar la configuración de facturación?', 'Se guardó la configuración de facturación');
    expect(callsTo(calls, 'invoice-setting/update')[0].body).toEqual({
      invoicing: 1, nit: '1020304050', razon_social: 'Lácteos La Vaca', municipio: 'La Paz', telefono: '', sucursal: 0, punto_venta: 0, actividad: '463020',
      codigo_sistema: 'LACTEA-1', modalidad: 2, ambiente: 2, siat_url: 'http://127.0.0.1:9/v2', sin_product_default: null, token: 'secreto-1', version: 1,
    });
    expect(await section.findByText('Token: configurado. Vacío conserva el guardado.')).toBeInTheDocument();
    expect((section.getByLabelText('Token delegado') as HTMLInputElement).value).toBe('');
  });

  it('Facturación: the producto SIN por omisión is picked from SIAT’s catalogue, sent with the settings and shown with its description', async () => {
    const calls = server();
    const { user } = renderScreen(<SettingsPage />, '/settings');
    const section = within(await screen.findByRole('region', { name: 'Facturación' }));
    const field = await section.findByLabelText('Producto SIN por omisión');
    expect(field).toHaveValue('');
    await user.click(section.getByRole('button', { name: 'Elegir Producto SIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elegir Producto SIN' });
    await user.click(await within(dialog).findByRole('button', { name: /22270 · QUESOS/ }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(field).toHaveValue('22270 · QUESOS');
    await user.click(section.getByRole('button', { name: 'Guardar facturación' }));
    await confirmOperation(user, '¿Está seguro de actualizar la configuración de facturación?', 'Se guardó la configuración de facturación');
    expect(callsTo(calls, 'invoice-setting/update')[0].body).toMatchObject({ sin_product_default: '22270', version: 1 });
    await waitFor(() => expect(section.getByLabelText('Producto SIN por omisión')).toHaveValue('22270 · QUESOS'));
  });
});
