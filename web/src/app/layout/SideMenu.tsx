import { Fragment, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import { isCurrent, type MenuEntry, type MenuGroup } from './menuItems';

/** A short menu (a cashier's) is clearer as a plain list than as groups of one or two entries. */
const FLAT_MENU_MAX_ENTRIES = 8;

export interface SideMenuProps {
  groups: MenuGroup[];
  /** 60 px rail: icons only, with the label as tooltip. */
  rail: boolean;
  /** Called after choosing an entry (closes the mobile drawer). */
  onNavigate: () => void;
  onLogout: () => void;
}

/** The navigation: Inicio, the groups of entries, and 'Cerrar Sesión'. */
export function SideMenu({ groups, rail, onNavigate, onLogout }: SideMenuProps) {
  const { pathname } = useLocation();
  // The group holding the current screen starts open.
  const [open, setOpen] = useState<Set<string>>(
    () => new Set(groups.filter((g) => g.entries.some((e) => isCurrent(e, pathname))).map((g) => g.label)),
  );
  const toggle = (label: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });

  const home: MenuEntry = { label: 'Inicio', path: '/', icon: HomeIcon };
  const flat = groups.reduce((sum, group) => sum + group.entries.length, 0) <= FLAT_MENU_MAX_ENTRIES;
  // <nav> holds a list of <li>: links never sit directly in a <ul> (axe 'list'). Groups
  // are split by a top border on their first item rather than by <hr>, which a <ul> may not hold.
  return (
    <Box component="nav" aria-label="Menú principal">
      <List dense sx={{ py: 0.5 }}>
        <EntryItem entry={home} rail={rail} selected={pathname === '/'} onNavigate={onNavigate} />
        {groups.map((group) =>
          rail || flat ? (
            // The rail has no room for group headers (nor a short menu a need): entries follow each
            // other, groups split by a line.
            <Fragment key={group.label}>
              {group.entries.map((entry, index) => (
                <EntryItem
                  key={entry.path}
                  entry={entry}
                  rail={rail}
                  selected={isCurrent(entry, pathname)}
                  onNavigate={onNavigate}
                  separated={index === 0}
                />
              ))}
            </Fragment>
          ) : (
            <ListItem key={group.label} disablePadding sx={{ display: 'block', ...SEPARATED }}>
              <ListItemButton onClick={() => toggle(group.label)} aria-expanded={open.has(group.label)}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <group.icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={group.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                {open.has(group.label) ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </ListItemButton>
              <Collapse in={open.has(group.label)} timeout="auto" unmountOnExit>
                <List disablePadding dense aria-label={group.label}>
                  {group.entries.map((entry) => (
                    <EntryItem
                      key={entry.path}
                      entry={entry}
                      rail={false}
                      nested
                      selected={isCurrent(entry, pathname)}
                      onNavigate={onNavigate}
                    />
                  ))}
                </List>
              </Collapse>
            </ListItem>
          ),
        )}
        <ListItem disablePadding sx={SEPARATED}>
          <MenuButton label="Cerrar Sesión" rail={rail} onClick={onLogout} icon={<LogoutIcon fontSize="small" />} />
        </ListItem>
      </List>
    </Box>
  );
}

/** The line between groups (a border, not an <hr>: see above). */
const SEPARATED = { borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 } as const;

interface EntryItemProps {
  entry: MenuEntry;
  rail: boolean;
  nested?: boolean;
  selected: boolean;
  onNavigate: () => void;
  /** First entry of a group in the rail or a flat menu: a line above it. */
  separated?: boolean;
}

function EntryItem({ entry, rail, nested = false, selected, onNavigate, separated = false }: EntryItemProps) {
  const button = (
    <ListItemButton
      component={RouterLink}
      to={entry.path}
      selected={selected}
      onClick={onNavigate}
      aria-label={rail ? entry.label : undefined}
      aria-current={selected ? 'page' : undefined}
      sx={{ pl: rail ? 2.25 : nested ? 4 : 2, minHeight: 40 }}
    >
      <ListItemIcon sx={{ minWidth: rail ? 0 : 40 }}>
        <entry.icon fontSize="small" color={selected ? 'primary' : undefined} />
      </ListItemIcon>
      {!rail && <ListItemText primary={entry.label} />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={separated ? SEPARATED : undefined}>
      {rail ? (
        <Tooltip title={entry.label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

function MenuButton({ label, rail, onClick, icon }: { label: string; rail: boolean; onClick: () => void; icon: React.ReactNode }) {
  const button = (
    <ListItemButton onClick={onClick} aria-label={rail ? label : undefined} sx={{ pl: rail ? 2.25 : 2, minHeight: 40 }}>
      <ListItemIcon sx={{ minWidth: rail ? 0 : 40 }}>{icon}</ListItemIcon>
      {!rail && <ListItemText primary={label} />}
    </ListItemButton>
  );
  return rail ? (
    <Tooltip title={label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
