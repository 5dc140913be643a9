import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { auditActionLabel, auditEntityLabel, type AuditRow } from '@lactea/contracts';
import { formatDate } from '../../lib/format';
import { auditDiff } from './auditDiff';

/** One audit row: who, what, when, from where, and its before/after values with the changes marked. */
export function AuditDetailDialog({ row, onClose }: { row: AuditRow | null; onClose: () => void }) {
  const lines = row ? auditDiff(row.before, row.after) : [];
  return (
    <Dialog open={row !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="audit-detail-title">
      <DialogTitle id="audit-detail-title">DETALLE DE AUDITORÍA</DialogTitle>
      {row && (
        <DialogContent dividers>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {formatDate(row.date)} {row.hour} · {row.user ?? 'Sin usuario'} · {auditActionLabel(row.action)} · {auditEntityLabel(row.entity)}
            {row.entity_id !== null ? ` N° ${row.entity_id}` : ''} · {row.address ?? 'Sin dirección'}
          </Typography>
          {lines.length === 0 ? (
            <Typography color="text.secondary">Sin datos registrados</Typography>
          ) : (
            <Table size="small" aria-label="Valores antes y después" sx={{ '& td, & th': { px: 1 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Campo</TableCell>
                  <TableCell>Antes</TableCell>
                  <TableCell>Después</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line) => (
                  <TableRow
                    key={line.field}
                    data-changed={line.changed ? 'true' : undefined}
                    sx={line.changed ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.16) } : undefined}
                  >
                    <TableCell sx={{ fontWeight: line.changed ? 700 : 400 }}>
                      {line.field}
                      {line.changed && <Typography component="span" variant="caption" sx={{ display: 'block' }}>(cambió)</Typography>}
                    </TableCell>
                    {/* Long values wrap between words; a single long word may break anywhere. */}
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.before}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.after}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
