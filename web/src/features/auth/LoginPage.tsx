import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, type Resolver } from 'react-hook-form';
import { Logo } from '../../components/Logo';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormTextField } from '../../components/form/FormTextField';
import { saveSession, useSession } from '../../lib/session';
import { login } from './loginApi';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * The contract's loginForm, loaded with zod on the first check (a blur or the first submit): the
 * login page is the first bundle, and zod alone would be a sixth of it (issue 6, item 16).
 */
const loginResolver: Resolver<LoginValues> = async (values, context, options) => {
  const [{ zodResolver }, { loginForm }] = await Promise.all([import('@hookform/resolvers/zod'), import('./loginContracts')]);
  return (zodResolver(loginForm) as unknown as Resolver<LoginValues>)(values, context, options);
};

/**
 * The inputs stop a runaway paste; the real limits (15) are the contract's, checked above.
 * Not imported from the contracts: that module would bring zod into the first bundle.
 */
const TYPED_MAX = 30;

/** /login, outside the layout. Part of the first bundle, so it keeps to light imports. */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [sending, setSending] = useState(false);
  const form = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { username: '', password: '' }, mode: 'onTouched' });

  if (session) return <Navigate to="/" replace />;

  // Inline messages are enough here: no "correct the errors" dialog on the sign-in screen.
  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    setSending(true);
    try {
      const answer = await login(username, password);
      saveSession({ token: answer.token, user: answer.user });
      navigate('/', { replace: true });
    } catch (error) {
      setSending(false);
      await dialogs.showError(error);
    }
  });

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
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Iniciar Sesión">
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="username"
              label="Usuario"
              autoComplete="username"
              autoFocus
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: TYPED_MAX } }}
            />
            <FormPasswordField
              control={form.control}
              name="password"
              label="Contraseña"
              autoComplete="current-password"
              slotProps={{ htmlInput: { maxLength: TYPED_MAX } }}
            />
            <Button type="submit" variant="contained" size="large" loading={sending}>
              Ingresar
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}
