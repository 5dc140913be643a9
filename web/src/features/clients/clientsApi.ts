import { clientSchema, type Client, type EditClientBody } from '@lactea/contracts';
import { changeStateCall, rowCall } from '../../lib/calls';

export const editClient = rowCall<EditClientBody, Client>('put', 'client/edit', clientSchema);
export const changeClientState = changeStateCall('client');
