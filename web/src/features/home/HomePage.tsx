import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useSession } from '../../lib/session';

/** The four reminders of the home screen (spec 01 §1). */
export const REMINDERS = [
  'Use el sistema de manera responsable.',
  'Reporte cualquier problema al administrador.',
  'Todas las acciones quedan registradas en el sistema.',
  'Cierre sesión antes de cerrar el sistema.',
] as const;

export default function HomePage() {
  const session = useSession();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 300 }}>
        Bienvenido(a)
      </Typography>
      <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700, mb: 3, overflowWrap: 'anywhere' }}>
        {session?.user.name}
      </Typography>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Recuerde:
      </Typography>
      <List>
        {REMINDERS.map((reminder) => (
          <ListItem key={reminder} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CheckCircleOutlineIcon color="success" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={reminder} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
