import KeyIcon from '@mui/icons-material/Key';
import { CATEGORIES, fold, type Category, type User } from '@lactea/contracts';
import { refOf, useMasterDataFlow } from '../../components/flow/useMasterDataFlow';
import { numberColumn, searchedColumn, stateColumn } from '../../components/list/columns';
import type { Column } from '../../components/list/DataTable';
import { RegisterButton } from '../../components/list/ListHeader';
import { OptionFilter, type FilterOption } from '../../components/list/OptionFilter';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton } from '../../components/list/RowActions';
import { SearchField } from '../../components/list/SearchField';
import { matchesState, StateFilter, type StateValue } from '../../components/list/StateFilter';
import { useDelayedFilters } from '../../components/list/useDelayedFilters';
import { useFullList } from '../../components/list/useFullList';
import { md5Hex } from '../../lib/md5';
import { getSession, saveSession } from '../../lib/session';
import { useEndSession } from '../../lib/useEndSession';
import { CREDENTIALS_TITLE, UserForm, type UserFormSave } from './UserForm';
import { addUser, changeCredentials, changeUserState, listUsers, updateUser } from './usersApi';

/** Todos='t', Administradores='a', Usuarios='u', Preventistas='v'. */
type CategoryFilter = 't' | Category;
const CATEGORY_OPTIONS: ReadonlyArray<FilterOption<CategoryFilter>> = [
  { value: 't', label: 'Todos' },
  { value: 'a', label: 'Administradores' },
  { value: 'u', label: 'Usuarios' },
  { value: 'v', label: 'Preventistas' },
];

interface UserFilters {
  search: string;
  category: CategoryFilter;
  enabled: StateValue;
}

function matches(user: User, { search, category, enabled }: UserFilters): boolean {
  return (
    (category === 't' || user.category === category) &&
    matchesState(user.enabled, enabled) &&
    (!search || fold(user.name).includes(fold(search)))
  );
}

/**
 * USUARIOS: the whole list, filtered on the client by name, category and state 300 ms after a
 * change; register, edit, enable/disable and 'Cambiar Credenciales' (passwords leave as MD5).
 */
export default function UsersPage() {
  const endSession = useEndSession();
  const list = useFullList<User>({ key: 'users', fetchAll: listUsers });
  const filters = useDelayedFilters<UserFilters>({ search: '', category: 't', enabled: 2 });
  const flow = useMasterDataFlow<User, never, 'credentials'>({
    entity: 'usuario',
    article: 'el',
    list,
    nameOf: (user) => user.name,
    changeState: changeUserState,
  });
  const { applied } = filters;
  const rows = list.rows.filter((user) => matches(user, applied));

  const columns: Column<User>[] = [
    numberColumn(),
    searchedColumn('name', 'Nombre', applied.search),
    // 'Administrador' whole on one line, never 'Administrado r'.
    { id: 'category', header: 'Categoría', cell: (row) => CATEGORIES[row.category], minWidth: 112 },
    { id: 'username', header: 'Username', cell: (row) => row.username },
    stateColumn(),
  ];

  /** The signed-in user's own row changed: the menu shows the new name and category. */
  const refreshOwnSession = (user: User) => {
    const session = getSession();
    if (session?.user.id === user.id) {
      saveSession({ ...session, user: { ...session.user, name: user.name, category: user.category } });
    }
  };

  const save = async (user: User | null, { mode, values }: UserFormSave) => {
    if (mode === 'register') {
      const { name, category, username, password } = values;
      return flow.register(name, () => addUser({ name, category, username, password: md5Hex(password) }));
    }
    if (!user) return undefined;
    if (mode === 'edit') {
      const row = await flow.edit(values.name, () => updateUser({ ...refOf(user), ...values }));
      if (row) refreshOwnSession(row);
      return row;
    }
    const row = await flow.edit(
      user.name,
      () => changeCredentials({ ...refOf(user), username: values.username, password: md5Hex(values.password) }),
      { confirm: `¿Está seguro de cambiar las credenciales de ${user.name}?`, success: 'Se cambio las credenciales' },
    );
    // The server revoked every session of that user, this one included when it is their own.
    if (row && getSession()?.user.id === user.id) endSession();
    return row;
  };

  const { pane } = flow;
  if (pane.mode !== 'list') {
    const user = flow.editing;
    return <UserForm mode={pane.mode} user={user} onBack={flow.backToList} onSave={(form) => save(user, form)} />;
  }

  return (
    <PagedListView
      title="USUARIOS"
      label="Usuarios"
      list={{ ...list, rows, total: rows.length }}
      columns={columns}
      headerActions={<RegisterButton onClick={flow.openRegister} />}
      filters={
        <>
          <SearchField value={filters.shown.search} onSearch={(search) => filters.change({ search })} delayMs={0} />
          <OptionFilter
            label="Categoría"
            value={filters.shown.category}
            options={CATEGORY_OPTIONS}
            onChange={(category) => filters.change({ category })}
          />
          <StateFilter value={filters.shown.enabled} onChange={(enabled) => filters.change({ enabled })} />
        </>
      }
      actions={(row) =>
        flow.rowActions(
          row,
          <ActionButton
            label={CREDENTIALS_TITLE}
            color="secondary"
            icon={<KeyIcon fontSize="small" />}
            onClick={() => void flow.open('credentials', row)}
          />,
        )
      }
    />
  );
}
