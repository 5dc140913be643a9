import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import { DEVICE_KEY, isDeviceEnabled, setDeviceEnabled } from '../../lib/useDeviceEnabled';
import { TILL_BLOCKED_MESSAGE, TillDeviceGuard } from './TillDeviceGuard';

const till = (
  <TillDeviceGuard title="VENDER">
    <p>Caja abierta</p>
  </TillDeviceGuard>
);

describe('TillDeviceGuard', () => {
  afterEach(() => localStorage.clear());

  it('blocks a cashier on a device that is not enabled, asking for the administrator', () => {
    signIn('u');
    renderWithApp(till);
    expect(screen.getByRole('heading', { name: 'VENDER' })).toBeInTheDocument();
    expect(screen.getByText(TILL_BLOCKED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Caja abierta')).not.toBeInTheDocument();
  });

  it('lets a cashier sell once the device flag is present, and blocks again when removed', () => {
    signIn('u');
    setDeviceEnabled(true);
    expect(localStorage.getItem(DEVICE_KEY)).not.toBeNull();
    renderWithApp(till);
    expect(screen.getByText('Caja abierta')).toBeInTheDocument();
    act(() => setDeviceEnabled(false));
    expect(isDeviceEnabled()).toBe(false);
    expect(screen.getByText(TILL_BLOCKED_MESSAGE)).toBeInTheDocument();
  });

  it('always lets the administrator sell', () => {
    signIn('a');
    renderWithApp(till);
    expect(screen.getByText('Caja abierta')).toBeInTheDocument();
  });
});
