import { useTillSetup } from '../../lib/tillSetup';
import type { ReceiptHeader } from './Receipt';

/** The receipt's header (the settings' address and cellphone), empty until the setup is read. */
export function useReceiptHeader(): ReceiptHeader {
  const setup = useTillSetup();
  return { address: setup.data?.address ?? '', cellphone_number: setup.data?.cellphone_number ?? '' };
}
