import { authorityGrantRequest, authorityScopes, istanbulDate, type AuthorityScope, type MemberInfo } from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { DateField } from '../../../components/ui/form-fields/date-field';
import { NationalIdField } from '../../../components/ui/form-fields/national-id-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { localizeMessage } from '../../../lib/i18n/validation-messages';
import { useNotify } from '../../../lib/notifications/notification-context';
import { useGrantAuthority } from '../api/use-authorities';

type GrantValues = z.input<typeof authorityGrantRequest>;

/** The registries the member answers for: their own and the companies they represent. */
function principalsOf(user: MemberInfo) {
  const own = user.Registry;
  return [
    { oid: own.Oid, name: own.title ?? [own.name, own.surname].filter(Boolean).join(' ') },
    ...user.representedRegistries.map((r) => ({ oid: r.Oid, name: [r.nameOrTitle, r.surname].filter(Boolean).join(' ') })),
  ];
}

/** Offers another member an authorisation: whom for, to whom, what and for how long. */
export function GrantForm({ user }: { user: MemberInfo }) {
  const { t } = useTranslation('authorities');
  const notify = useNotify();
  const grant = useGrantAuthority();
  const [failure, setFailure] = useState<string | null>(null);
  const principals = principalsOf(user);
  const empty: GrantValues = { principalRegistryOid: principals[0]!.oid, granteeNationalId: '', scopes: ['see-debts'], validFrom: istanbulDate(new Date()), validUntil: '' };
  const { control, handleSubmit, reset, setError } = useForm<GrantValues>({ resolver: zodResolver(authorityGrantRequest), defaultValues: empty });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await grant.mutateAsync(values);
      notify.toast(t('grant.done'), 'success');
      reset(empty);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['granteeNationalId', 'validFrom', 'validUntil', 'scopes'])) setFailure((error as Error).message);
    }
  });

  return (
    <Box component="form" noValidate aria-labelledby="grant-title" onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
      <Typography id="grant-title" variant="h2" component="h2">
        {t('grant.title')}
      </Typography>
      {principals.length > 1 && (
        <Controller
          name="principalRegistryOid"
          control={control}
          render={({ field }) => (
            <TextField select id="grant-principal" label={t('grant.principal')} value={field.value} onChange={(e) => field.onChange(Number(e.target.value))}>
              {principals.map((p) => (
                <MenuItem key={p.oid} value={p.oid}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <Controller
        name="granteeNationalId"
        control={control}
        render={({ field, fieldState }) => (
          <NationalIdField id="grantee-national-id" label={t('grant.granteeNationalId')} required autoComplete="off" {...bindField(field, fieldState)} />
        )}
      />
      <Controller
        name="scopes"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={!!fieldState.error} required>
            <FormLabel component="legend">{t('grant.scopes')}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {authorityScopes.map((scope) => (
                <FormControlLabel
                  key={scope}
                  label={t(`scope.${scope}`)}
                  control={
                    <Checkbox
                      checked={field.value.includes(scope)}
                      onChange={(e) => field.onChange(e.target.checked ? [...field.value, scope] : field.value.filter((s: AuthorityScope) => s !== scope))}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{localizeMessage(fieldState.error.message)}</FormHelperText>}
          </FormControl>
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          name="validFrom"
          control={control}
          render={({ field, fieldState }) => <DateField id="grant-valid-from" label={t('grant.validFrom')} required {...bindField(field, fieldState)} />}
        />
        <Controller
          name="validUntil"
          control={control}
          render={({ field, fieldState }) => (
            <DateField id="grant-valid-until" label={t('grant.validUntil')} helperText={t('grant.validUntilHelp')} required {...bindField(field, fieldState)} />
          )}
        />
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <SubmitButton busy={grant.isPending}>{t('grant.submit')}</SubmitButton>
      </Box>
    </Box>
  );
}
