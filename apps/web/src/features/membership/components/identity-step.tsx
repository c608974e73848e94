import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors';
import { NationalIdField } from '../../../components/ui/form-fields/national-id-field';
import { useProveRegistry, useTaxOffices, type ProvenRegistry } from '../api/use-registration';
import { identitySchema, type IdentityValues } from '../register-schema';
import { localizeMessage } from '../../../lib/i18n/validation-messages';
import { DateField } from '../../../components/ui/form-fields/date-field';

/** Step 1: the ID number with the birth date (a person) or the tax office (a company). */
/** Where the server's answer about a request path is shown (the NVI lookup and the registry check). */
const identityFieldOf = {
  personPidNo: 'nationalId',
  'concreteRegistry.nationalId': 'nationalId',
  year: 'birthDate',
  month: 'birthDate',
  day: 'birthDate',
  'concreteRegistry.birthDate': 'birthDate',
  'concreteRegistry.taxOfficeCode': 'taxOfficeCode',
} as const;

export function IdentityStep({ onProven }: { onProven(registry: ProvenRegistry): void }) {
  const { t } = useTranslation('membership');
  const prove = useProveRegistry();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, watch, setError } = useForm<IdentityValues>({
    resolver: zodResolver(identitySchema),
    defaultValues: { corporate: false, nationalId: '', birthDate: '', taxOfficeCode: '' },
  });
  const corporate = watch('corporate');
  const offices = useTaxOffices(corporate);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onProven(await prove.mutateAsync(values));
    } catch (error) {
      const marked = Object.entries(serverFieldErrors(error, identityFieldOf));
      for (const [name, message] of marked) setError(name as keyof IdentityValues, { type: 'server', message }, { shouldFocus: true });
      if (marked.length === 0) setFailure((error as Error).message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5, maxWidth: 480 }}>
      <Controller
        name="corporate"
        control={control}
        render={({ field }) => <FormControlLabel label={t('identity.corporate')} control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />}
      />
      <Controller
        name="nationalId"
        control={control}
        render={({ field, fieldState }) => (
          <NationalIdField
            id="register-national-id"
            label={corporate ? t('identity.taxNumber') : t('identity.nationalId')}
            required
            autoComplete="off"
            {...bindField(field, fieldState)}
          />
        )}
      />
      {corporate ? (
        <Controller
          name="taxOfficeCode"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              select
              id="register-tax-office"
              label={t('identity.taxOffice')}
              required
              fullWidth
              {...field}
              inputRef={ref}
              error={!!fieldState.error}
              helperText={localizeMessage(fieldState.error?.message)}
            >
              {(offices.data ?? []).map((office) => (
                <MenuItem key={office.parameterCode} value={office.parameterCode}>
                  {office.parameterName}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : (
        <Controller
          name="birthDate"
          control={control}
          render={({ field, fieldState }) => <DateField id="register-birth-date" label={t('identity.birthDate')} required fullWidth {...bindField(field, fieldState)} />}
        />
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={prove.isPending}>
          {t('identity.next')}
        </Button>
      </Box>
    </Box>
  );
}
