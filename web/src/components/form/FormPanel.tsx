import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export type FormMode = 'register' | 'edit';

export const FORM_TITLES: Record<FormMode, string> = {
  register: 'Formulario Registro',
  edit: 'Formulario Edición',
};

export interface FormPanelProps {
  mode: FormMode;
  /** Overrides the title, e.g. 'Cambiar Credenciales'. */
  title?: string;
  onBack: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Defaults: 'Registrar' when registering, 'Guardar' when editing. */
  submitLabel?: string;
  children: ReactNode;
}

/** The form pane of a master-data screen: title, back-to-list button, fields, submit. */
export function FormPanel({ mode, title, onBack, onSubmit, submitLabel, children }: FormPanelProps) {
  const heading = title ?? FORM_TITLES[mode];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Tooltip title="Volver a la lista">
          <IconButton aria-label="Volver a la lista" onClick={onBack}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={heading}>
        <Stack spacing={2}>{children}</Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button color="secondary" onClick={onBack}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained">
            {submitLabel ?? (mode === 'register' ? 'Registrar' : 'Guardar')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
