import type { Setting } from '@lactea/contracts';

/** A setting/list answer for the screens' tests: every field of the contract, with `overrides`. */
export function settingFixture(overrides: Partial<Setting> = {}): Setting {
  return {
    initial_cash: 100,
    address: 'Av. 6 de Agosto 123, La Paz',
    cellphone_number: '71234567',
    enabled_options_user: 0,
    near_expiry_days: 7,
    auto_offers: 1,
    credit_overdue_days: 30,
    credit_control: 'bloquear',
    version: 3,
    ...overrides,
  };
}
