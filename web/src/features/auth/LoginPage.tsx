import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Logo } from '../../components/Logo';
import type { MessageDialog as MessageDialogType } from '../../components/dialogs/MessageDialog';
import { mapError, type MappedError } from '../../lib/errors';
import { clearSession, saveSession, useSession } from '../../lib/session';
import { LoginField } from './LoginField';
import { login } from './loginApi';
import { isDeviceEnabled } from '../../lib/useDeviceEnabled';

type Field = 'username' | 'password';
type LoginValues = Record<Field, string>;
type LoginErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['username', 'password'];

/**
 * The contract's loginForm (trims, 'Es requerido', the 15-character limits), loaded with zod on the
 * first check: the login page is the first bundle, and zod alone would be a sixth of it. First message per field, as react-hook-form's zod resolver gave.
 */
async function checkLogin(values: LoginValues): Promise<{ data?: LoginValues; errors: LoginErrors }> {
  const { loginForm } = await import('./loginContracts');
  const result = loginForm.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** The error dialog, loaded when the first sign-in is tried (not with the page). */
let messageDialog: Promise<typeof MessageDialogType> | undefined;
function loadMessageDialog(): Promise<typeof MessageDialogType> {
  messageDialog ??= import('../../components/dialogs/MessageDialog').then(
    (module) => module.MessageDialog,
    (error: unknown) => {
      messageDialog = undefined;
      throw error;
    },
  );
  return messageDialog;
}

/**
 * The inputs stop a runaway paste; the real limits (15) are the contract's, checked above.
 * Not imported from the contracts: that module would bring zod into the first bundle.
 */
const TYPED_MAX = 30;

/** A cashier on a device enabled for selling starts at VENDER; everyone else at home. */
/** Where a user lands: a till's cashier at the till, a preventista at PEDIDOS, everyone else at home. */
const startPath = (user: { category: string }) => (user.category === 'v' ? '/orders' : user.category === 'u' && isDeviceEnabled() ? '/sales' : '/');

/**
 * /login, outside the layout. Part of the first bundle, so it keeps to light imports: a small
 * controlled form (no react-hook-form, no TextField) that behaves as the 'onTouched' form did: a
 * field is checked when it loses the focus, then on every change; all of them on submit, focusing
 * the first wrong one. Its error dialog is its own (the app's dialogs live in the signed-in layout).
 */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ error: MappedError; Dialog: typeof MessageDialogType } | null>(null);
  const touched = useRef<Set<Field>>(new Set());
  const submitted = useRef(false);
  const latest = useRef(values);
  const checks = useRef<Record<Field, number>>({ username: 0, password: 0 });
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  if (session) return <Navigate to={startPath(session.user)} replace />;

  // Latest answer wins: a slower check of an older value never overwrites a newer one.
  const checkField = async (field: Field) => {
    const seq = ++checks.current[field];
    const { errors: found } = await checkLogin(latest.current);
    if (seq === checks.current[field]) setErrors((current) => ({ ...current, [field]: found[field] }));
  };

  const change = (field: Field, value: string) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    if (touched.current.has(field) || submitted.current) void checkField(field);
  };

  const blur = (field: Field) => {
    touched.current.add(field);
    void checkField(field);
  };

  // As the app's error dialog does after a sign-in error: a 401/402 removes any session, a 403 goes home.
  const accept = (mapped: MappedError) => {
    setFailure(null);
    if (mapped.action === 'login') clearSession();
    else if (mapped.action === 'root') navigate('/');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    submitted.current = true;
    for (const field of FIELDS) checks.current[field] += 1;
    const { data, errors: found } = await checkLogin(latest.current);
    setErrors(found);
    if (!data) {
      const first = FIELDS.find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setSending(true);
    void loadMessageDialog().catch(() => undefined);
    try {
      const answer = await login(data.username, data.password);
      saveSession({ token: answer.token, user: answer.user, zone: answer.business_zone });
      navigate(startPath(answer.user), { replace: true });
    } catch (error) {
      setSending(false);
      const mapped = mapError(error);
      try {
        setFailure({ error: mapped, Dialog: await loadMessageDialog() });
      } catch {
        // The dialog's chunk could not load either (the server went away): say it plainly.
        window.alert([mapped.title, ...mapped.messages].join('\n'));
        accept(mapped);
      }
    }
  };

  const passwordName = 'contraseña';
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper elevation={3} sx={{ p: { xs: 3, sm: 4 }, width: 400, maxWidth: '100%' }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
          <Logo sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Lactea
          </Typography>
          <Typography color="text.secondary">Iniciar Sesión</Typography>
        </Stack>
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Iniciar Sesión">
          <Stack spacing={2}>
            <LoginField
              id="username"
              label="Usuario"
              value={values.username}
              error={errors.username}
              autoComplete="username"
              autoFocus
              maxLength={TYPED_MAX}
              htmlInput={{ autoCapitalize: 'none', spellCheck: false }}
              inputRef={(element) => {
                inputs.current.username = element;
              }}
              onChange={(value) => change('username', value)}
              onBlur={() => blur('username')}
            />
            <LoginField
              id="password"
              label="Contraseña"
              type={showPassword ? 'text' : 'password'}
              value={values.password}
              error={errors.password}
              autoComplete="current-password"
              maxLength={TYPED_MAX}
              inputRef={(element) => {
                inputs.current.password = element;
              }}
              onChange={(value) => change('password', value)}
              onBlur={() => blur('password')}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? `Ocultar ${passwordName}` : `Mostrar ${passwordName}`}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button type="submit" variant="contained" size="large" loading={sending}>
              Ingresar
            </Button>
          </Stack>
        </Box>
      </Paper>
      {failure && (
        <failure.Dialog open kind="error" title={failure.error.title} messages={failure.error.messages} onAccept={() => accept(failure.error)} />
      )}
    </Box>
  );
}
