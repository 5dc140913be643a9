import {
  presentationList,
  presentationSchema,
  type CreatePresentationBody,
  type Presentation,
  type UpdatePresentationBody,
} from '@lactea/contracts';
import { api } from '../../lib/api';
import { changeStateCall, rowCall } from '../../lib/calls';

/** A product's presentations, all at once (a handful). */
export const listPresentations = async (productId: number, signal?: AbortSignal): Promise<Presentation[]> =>
  presentationList.parse(await api.get<unknown>('presentation/list', { product_id: productId }, signal));
export const addPresentation = rowCall<CreatePresentationBody, Presentation>('post', 'presentation/add', presentationSchema);
export const editPresentation = rowCall<UpdatePresentationBody, Presentation>('put', 'presentation/edit', presentationSchema);
export const changePresentationState = changeStateCall('presentation');
