import { createContext, useContext } from 'react';
import type { MappedError } from '../../lib/errors';

/** One change, run the spec's way: confirm → 'Realizando Operación' → success or error dialog. */
export interface Operation<T> {
  /** Lines of the 'CONFIRMACIÓN' dialog; omit to run without asking. */
  confirm?: string[];
  action: () => Promise<T>;
  /** Text of 'Operación Exitosa' (or built from the answer, e.g. habilitó/inhabilitó). */
  success?: string | ((result: T) => string);
  /** Runs as soon as the call succeeds, before the success dialog: update the list, close the form. */
  onDone?: (result: T) => void;
  /** A dialog form closed for the confirmation is reopened 150 ms after a 400-family error dialog. */
  reopenOnError?: () => void;
  /** Runs once the error dialog was accepted, e.g. reload a list after a stale edit (409). */
  onError?: (error: unknown) => void;
}

export interface Dialogs {
  /** 'CONFIRMACIÓN' with SI / NO; resolves true on SI. */
  confirm: (messages: string[]) => Promise<boolean>;
  /** A notice with its own title, e.g. 'Página Erronea'. Resolves when accepted. */
  alert: (title: string, messages: string[]) => Promise<void>;
  /** 'Operación Exitosa'. */
  showSuccess: (message: string | string[]) => Promise<void>;
  /** The error dialog fed by mapError; on Aceptar performs its action (login / root). */
  showError: (error: unknown) => Promise<MappedError>;
  /** 'Corrija todos los errores marcados con rojo' after an invalid submit. */
  showInvalidForm: () => Promise<void>;
  startProgress: () => void;
  stopProgress: () => void;
  /**
   * A non-blocking success notice, 3000 ms or until clicked: bottom right, or at the top on a phone
   * (the till's payment buttons are at the bottom there). `title`, e.g. 'Operación Realizada'.
   */
  notify: (message: string, title?: string) => void;
  /** Resolves with the answer, or undefined when refused (NO) or failed. */
  runOperation: <T>(operation: Operation<T>) => Promise<T | undefined>;
}

export const DialogsContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs needs <DialogsProvider>');
  return dialogs;
}
