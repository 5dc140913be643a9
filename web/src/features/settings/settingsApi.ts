import { settingSchema, type Setting, type UpdateSettingBody } from '@lactea/contracts';
import { rowCall } from '../../lib/calls';

export { fetchSettings, SETTINGS_KEY } from '../../lib/useEnabledOptionsUser';
export const updateSettings = rowCall<UpdateSettingBody, Setting>('put', 'setting/update', settingSchema);
