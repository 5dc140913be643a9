import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function NotFoundPage() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Página no encontrada
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        La dirección no corresponde a ninguna sección del sistema.
      </Typography>
      <Link component={RouterLink} to="/">
        Volver al inicio
      </Link>
    </Paper>
  );
}
