import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { MSG, TIMINGS } from '@lactea/contracts';
import { mapError, type MappedError } from '../../lib/errors';
import { useIsMobile } from '../list/useIsMobile';
import { useEndSession } from '../../lib/useEndSession';
import { ConfirmDialog } from './ConfirmDialog';
import { MessageDialog, type MessageKind } from './MessageDialog';
import { ProgressDialog } from './ProgressDialog';
import { DialogsContext, type Dialogs, type Operation } from './dialogsContext';

/**
 * `fn` once the browser has drawn the frame in progress: what a notice is about (the till's new
 * line) is on screen first. Mounting the notice costs the till ~14 ms a scan on a slow PC (measured
 * with the sales bench's Chromium till), which the line no longer waits for.
 */
function afterPaint(fn: () => void) {
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(() => window.setTimeout(fn, 0));
  else window.setTimeout(fn, 0);
}

interface MessageRequest {
  id: number;
  kind: MessageKind;
  title: string;
  messages: string[];
  resolve: () => void;
}

interface ConfirmRequest {
  messages: string[];
  resolve: (yes: boolean) => void;
}

/** The one set of dialogs every screen uses, reached through useDialogs(). */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const endSession = useEndSession();
  // Messages queue up: two lists failing together show two dialogs, one after the other.
  const [queue, setQueue] = useState<MessageRequest[]>([]);
  const [confirmRequest, setConfirmRequest] = useState<ConfirmRequest | null>(null);
  const [progressCount, setProgressCount] = useState(0);
  const [snack, setSnack] = useState<{ key: number; message: string; title?: string } | null>(null);
  const phone = useIsMobile();
  const nextId = useRef(0);

  const showMessage = useCallback(
    (kind: MessageKind, title: string, messages: string[]) =>
      new Promise<void>((resolve) => {
        nextId.current += 1;
        const request = { id: nextId.current, kind, title, messages, resolve };
        setQueue((current) => [...current, request]);
      }),
    [],
  );

  const accept = useCallback((request: MessageRequest) => {
    setQueue((current) => current.filter((item) => item.id !== request.id));
    request.resolve();
  }, []);

  const confirm = useCallback(
    (messages: string[]) => new Promise<boolean>((resolve) => setConfirmRequest({ messages, resolve })),
    [],
  );

  // The session's end is said once: the searches, lists and the sale that fail with it together
  // all wait on the one dialog that sends to the login.
  const sessionEnding = useRef<Promise<MappedError> | null>(null);
  const showError = useCallback(
    async (error: unknown): Promise<MappedError> => {
      const mapped = mapError(error);
      if (mapped.action === 'login' && sessionEnding.current) return sessionEnding.current;
      const shown = showMessage('error', mapped.title, mapped.messages).then(() => mapped);
      if (mapped.action === 'login') sessionEnding.current = shown.finally(() => (sessionEnding.current = null));
      await shown;
      if (mapped.action === 'login') {
        endSession();
      } else if (mapped.action === 'root') {
        navigate('/');
      }
      return mapped;
    },
    [endSession, navigate, showMessage],
  );

  const dialogs = useMemo<Dialogs>(() => {
    const startProgress = () => setProgressCount((n) => n + 1);
    const stopProgress = () => setProgressCount((n) => Math.max(0, n - 1));
    const showSuccess = (message: string | string[]) =>
      showMessage('success', 'Operación Exitosa', Array.isArray(message) ? message : [message]);

    async function runOperation<T>(operation: Operation<T>): Promise<T | undefined> {
      if (operation.confirm && !(await confirm(operation.confirm))) return undefined;
      startProgress();
      let result: T;
      try {
        result = await operation.action();
      } catch (error) {
        stopProgress();
        const mapped = await showError(error);
        if (mapped.reopenForm && operation.reopenOnError) {
          setTimeout(operation.reopenOnError, TIMINGS.dialogReopenMs);
        }
        operation.onError?.(error);
        return undefined;
      }
      stopProgress();
      operation.onDone?.(result);
      const { success } = operation;
      if (success) await showSuccess(typeof success === 'function' ? success(result) : success);
      return result;
    }

    return {
      confirm,
      alert: (title, messages) => showMessage('info', title, messages),
      showSuccess,
      showError,
      showInvalidForm: () => showMessage('error', 'Operación Cancelada', [MSG.invalidForm]),
      startProgress,
      stopProgress,
      notify: (message, title) => afterPaint(() => setSnack({ key: Date.now(), message, title })),
      runOperation,
    };
  }, [confirm, showError, showMessage]);

  const current = queue[0];
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      <ConfirmDialog
        open={confirmRequest !== null}
        messages={confirmRequest?.messages ?? []}
        onAnswer={(yes) => {
          confirmRequest?.resolve(yes);
          setConfirmRequest(null);
        }}
      />
      <ProgressDialog open={progressCount > 0} />
      {current && (
        <MessageDialog
          key={current.id}
          open
          kind={current.kind}
          title={current.title}
          messages={current.messages}
          onAccept={() => accept(current)}
        />
      )}
      <Snackbar
        key={snack?.key}
        open={snack !== null}
        autoHideDuration={TIMINGS.snackbarMs}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setSnack(null); // only time or a click on it close it
        }}
        anchorOrigin={phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert variant="filled" severity="success" onClick={() => setSnack(null)} sx={{ cursor: 'pointer', width: '100%' }}>
          {snack?.title && <AlertTitle>{snack.title}</AlertTitle>}
          {snack?.message}
        </Alert>
      </Snackbar>
    </DialogsContext.Provider>
  );
}
