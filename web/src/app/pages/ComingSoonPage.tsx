import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A route of the table whose screen is not built yet: its title and a notice, never a 404. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">Esta sección estará disponible próximamente</Typography>
      </Paper>
    </>
  );
}
