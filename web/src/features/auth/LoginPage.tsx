import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loginForm, PASSWORD_MAX, USERNAME_MAX } from '@lactea/contracts';
import { Logo } from '../../components/Logo';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormTextField } from '../../components/form/FormTextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { saveSession, useSession } from '../../lib/session';
import { login } from './loginApi';

interface LoginValues {
  username: string;
  password: string;
}

/** /login, outside the layout. Part of the first bundle, so it keeps to light imports. */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [sending, setSending] = useState(false);
  const form = useSchemaForm<LoginValues, LoginValues>(loginForm, { username: '', password: '' });

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
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: USERNAME_MAX * 2 } }}
            />
            <FormPasswordField
              control={form.control}
              name="password"
              label="Contraseña"
              autoComplete="current-password"
              slotProps={{ htmlInput: { maxLength: PASSWORD_MAX * 2 } }}
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
