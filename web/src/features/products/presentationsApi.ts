import {
  presentationSchema,
  type CreatePresentationBody,
  type Presentation,
  type UpdatePresentationBody,
} from '@lactea/contracts';
import { changeStateCall, rowCall } from '../../lib/calls';

/** A product's presentations, all at once (a handful); the price form reads them too. */
export { listPresentations } from '../../lib/sharedLists';
export const addPresentation = rowCall<CreatePresentationBody, Presentation>('post', 'presentation/add', presentationSchema);
export const editPresentation = rowCall<UpdatePresentationBody, Presentation>('put', 'presentation/edit', presentationSchema);
export const changePresentationState = changeStateCall('presentation');
