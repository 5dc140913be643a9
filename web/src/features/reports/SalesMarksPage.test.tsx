import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, pageOf } from '../../../test/fakeApi';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import SalesMarksPage from './SalesMarksPage';

const totals = { total_sale: 0, total_cost: 0, total_gain: 0 };

describe('SalesMarksPage (the shared ReportPane)', { timeout: 20_000 }, () => {
  it("shows 'SIN DATOS' when the filters find no sale, and not when they do", async () => {
    let rows: { id: number; mark: string; sale: number; cost: number; gain: number; quantity: number }[] = [];
    fakeApi({ 'GET sale/sales-mark': ({ query }) => ({ body: { ...pageOf(rows, query).body, ...totals } }) });
    signIn('a');
    const first = renderWithApp(<SalesMarksPage />, { route: '/sales-marks' });
    expect(await screen.findByText('SIN DATOS')).toBeInTheDocument();
    first.unmount();

    rows = [{ id: 1, mark: 'PIL', sale: 80, cost: 60, gain: 20, quantity: 8 }];
    renderWithApp(<SalesMarksPage />, { route: '/sales-marks' });
    expect((await screen.findAllByText('PIL')).length).toBeGreaterThan(0);
    expect(screen.queryByText('SIN DATOS')).toBeNull();
  });
});
