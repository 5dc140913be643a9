import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  CATEGORIES,
  credentialsForm,
  PASSWORD_MAX,
  USER_NAME_MAX,
  USERNAME_MAX,
  userEditForm,
  userRegisterForm,
  type Category,
  type User,
} from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormTextField } from '../../components/form/FormTextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';

export type UserFormMode = 'register' | 'edit' | 'credentials';

/** What each form hands over, validated and trimmed; passwords still as typed (the page hashes them). */
export type UserFormSave =
  | { mode: 'register'; values: z.output<typeof userRegisterForm> }
  | { mode: 'edit'; values: z.output<typeof userEditForm> }
  | { mode: 'credentials'; values: z.output<typeof credentialsForm> };

interface UserFormValues {
  name: string;
  category: Category | '';
  username: string;
  password: string;
  repit_password: string;
}

const SCHEMAS = { register: userRegisterForm, edit: userEditForm, credentials: credentialsForm } as const;

export const CREDENTIALS_TITLE = 'Cambiar Credenciales';

export interface UserFormProps {
  mode: UserFormMode;
  /** The user edited or whose credentials change; null when registering. */
  user: User | null;
  onBack: () => void;
  onSave: (save: UserFormSave) => Promise<unknown>;
}

/**
 * The three user forms: register (name, category, username, password twice),
 * edit (name, category) and 'Cambiar Credenciales' (username, password twice). Each validates
 * with its contract schema; fields a mode does not show are not in its schema.
 */
export function UserForm({ mode, user, onBack, onSave }: UserFormProps) {
  const schema = SCHEMAS[mode] as unknown as z.ZodType<UserFormSave['values'], FieldValues>;
  const form = useSchemaForm<UserFormValues, UserFormSave['values']>(schema, {
    name: user?.name ?? '',
    category: user?.category ?? '',
    username: user?.username ?? '',
    password: '',
    repit_password: '',
  });
  const { control } = form;
  const showsProfile = mode !== 'credentials';
  const showsCredentials = mode !== 'edit';
  return (
    <FormPanel
      mode={mode === 'register' ? 'register' : 'edit'}
      title={mode === 'credentials' ? CREDENTIALS_TITLE : undefined}
      onBack={onBack}
      onSubmit={form.submit((values) => onSave({ mode, values } as UserFormSave))}
    >
      {mode === 'credentials' && user && (
        <Typography color="text.secondary">
          Usuario: <strong>{user.name}</strong>
        </Typography>
      )}
      {showsProfile && (
        <>
          <FormTextField control={control} name="name" label="Nombre" max={USER_NAME_MAX} autoFocus />
          <FormTextField control={control} name="category" label="Categoría" select>
            {Object.entries(CATEGORIES).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
      {showsCredentials && (
        <>
          <FormTextField
            control={control}
            name="username"
            label="Username"
            max={USERNAME_MAX}
            autoComplete="off"
            autoFocus={mode === 'credentials'}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
          <FormPasswordField control={control} name="password" label="Contraseña" max={PASSWORD_MAX} autoComplete="new-password" />
          <FormPasswordField
            control={control}
            name="repit_password"
            label="Repetir Contraseña"
            max={PASSWORD_MAX}
            autoComplete="new-password"
          />
        </>
      )}
    </FormPanel>
  );
}
