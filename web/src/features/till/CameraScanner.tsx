import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';

/**
 * Camera scanning for the phone till: EAN-13, EAN-8 and Code 128 read from the phone's
 * camera with ZXing (@zxing/browser, decision 0028). The library is loaded only when the camera is
 * opened, so no other screen pays for it. Browsers give the camera only to secure pages (HTTPS, or
 * localhost): elsewhere the button is not shown and the search field with a keyboard-like reader
 * still works.
 */

export const CAMERA_TEXTS = {
  open: 'Escanear con la cámara',
  title: 'Escanear código de barra',
  aim: 'Apunte la cámara al código de barra',
  denied: 'La cámara no está permitida: habilítela para este sitio en el navegador',
  missing: 'No se encontró una cámara en este equipo',
  failed: 'No se pudo abrir la cámara',
  close: 'Cerrar',
} as const;

/** Whether this page may ask for a camera at all (a secure context with mediaDevices). */
export function cameraSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** The Spanish text for why the camera did not open (getUserMedia's DOMException names). */
export function cameraErrorText(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_TEXTS.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return CAMERA_TEXTS.missing;
  return CAMERA_TEXTS.failed;
}

/** Stops reading: the camera's light goes off when the dialog closes. */
interface Controls {
  stop(): void;
}

/** Opens the back camera in `video` and calls `onCode` once, with the first code read. */
async function startReading(video: HTMLVideoElement, onCode: (code: string) => void): Promise<Controls> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([import('@zxing/browser'), import('@zxing/library')]);
  const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.CODE_128]]]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanSuccess: 1000, delayBetweenScanAttempts: 100 });
  let done = false;
  return reader.decodeFromConstraints({ video: { facingMode: 'environment' }, audio: false }, video, (result, _error, controls) => {
    if (!result || done) return;
    done = true;
    controls.stop();
    onCode(result.getText());
  });
}

function CameraDialog({ onClose, onCode }: { onClose: () => void; onCode: (code: string) => void }) {
  // A state, not a ref: the dialog's portal mounts its content after this component's first
  // effect, so the video element is known only on the render after.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!video) return;
    let controls: Controls | undefined;
    let closed = false;
    startReading(video, (code) => latest.current(code)).then(
      (c) => {
        controls = c;
        if (closed) c.stop();
      },
      (e: unknown) => {
        if (!closed) setError(cameraErrorText(e));
      },
    );
    return () => {
      closed = true;
      controls?.stop();
    };
  }, [video]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="camera-scan-title">
      <DialogTitle id="camera-scan-title">{CAMERA_TEXTS.title}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {CAMERA_TEXTS.aim}
          </Typography>
        )}
        <video ref={setVideo} muted playsInline aria-label="Vista de la cámara" style={{ width: '100%', display: error ? 'none' : 'block', borderRadius: 4, background: '#000' }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{CAMERA_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The camera button beside a search field; `onCode` gets the code read (the dialog closes first). */
export function CameraScanButton({ onCode }: { onCode: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  if (!cameraSupported()) return null;
  return (
    <>
      <IconButton aria-label={CAMERA_TEXTS.open} title={CAMERA_TEXTS.open} onClick={() => setOpen(true)} edge="end">
        <PhotoCameraOutlined />
      </IconButton>
      {open && (
        <CameraDialog
          onClose={() => setOpen(false)}
          onCode={(code) => {
            setOpen(false);
            onCode(code);
          }}
        />
      )}
    </>
  );
}
