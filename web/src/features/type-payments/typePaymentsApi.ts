import {
  typePaymentList,
  typePaymentSchema,
  type CreateTypePaymentBody,
  type TypePayment,
  type UpdateTypePaymentBody,
} from '@lactea/contracts';
import { api } from '../../lib/api';
import { rowCall } from '../../lib/calls';

export const listTypePayments = async (signal?: AbortSignal): Promise<TypePayment[]> =>
  typePaymentList.parse(await api.get<unknown>('type-payment/list', undefined, signal));
export const addTypePayment = rowCall<CreateTypePaymentBody, TypePayment>('post', 'type-payment/add', typePaymentSchema);
export const editTypePayment = rowCall<UpdateTypePaymentBody, TypePayment>('put', 'type-payment/edit', typePaymentSchema);
