import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { formatIban } from '@ebelediye/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBankBranches, useBanks } from '../api/use-water';
import type { CancellationFormInput } from './cancellation-form-schema';
import { localizeMessage } from '../../../lib/i18n/validation-messages';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** How the deposit comes back: to an IBAN in the subscriber's name, at a bank branch, or set off against debts. */
export function DepositReturnFields() {
  const { t } = useTranslation('water');
  const { control, register, watch, formState } = useFormContext<CancellationFormInput>();
  const type = watch('depositReturnType');
  const bankCode = watch('bankCode');
  const banks = useBanks();
  const branches = useBankBranches(type === '2' ? bankCode : '');
  const error = (name: keyof CancellationFormInput) => formState.errors[name]?.message;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Controller
        name="depositReturnType"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error}>
            <FormLabel id="return-type-label">{t('form.returnType')}</FormLabel>
            <RadioGroup aria-labelledby="return-type-label" {...field}>
              <FormControlLabel value="1" control={<Radio />} label={t('form.returnIban')} />
              <FormControlLabel value="2" control={<Radio />} label={t('form.returnBranch')} />
              <FormControlLabel value="3" control={<Radio />} label={t('form.returnSetOff')} />
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {type === '1' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            id="iban-owner"
            label={t('form.ibanOwner')}
            {...register('ibanOwner')}
            error={!!error('ibanOwner')}
            helperText={error('ibanOwner') ?? t('form.ibanOwnerHelp')}
            autoComplete="name"
          />
          <Controller
            name="bankIbanNo"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                id="bank-iban"
                label={t('form.iban')}
                value={field.value}
                onBlur={field.onBlur}
                inputRef={field.ref}
                onChange={(e) => field.onChange(formatIban(e.target.value.replace(/[^0-9A-Za-z]/g, '').slice(0, 26)))}
                error={!!fieldState.error}
                helperText={localizeMessage(fieldState.error?.message) ?? t('form.ibanHelp')}
                slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
              />
            )}
          />
        </Box>
      )}
      {type === '2' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField id="bank-code" select label={t('form.bank')} {...register('bankCode')} slotProps={native}>
            <option value="">{t('form.choose')}</option>
            {banks.data?.map((b) => (
              <option key={b.bankCode} value={b.bankCode}>
                {b.bankName}
              </option>
            ))}
          </TextField>
          <TextField
            id="bank-branch"
            select
            label={t('form.branch')}
            {...register('bankBranchOid')}
            error={!!error('bankBranchOid')}
            helperText={error('bankBranchOid')}
            slotProps={native}
            disabled={!bankCode}
          >
            <option value="">{t('form.choose')}</option>
            {branches.data?.map((b) => (
              <option key={b.bankBranchOid} value={String(b.bankBranchOid)}>{`${b.branchName} (${b.cityName})`}</option>
            ))}
          </TextField>
        </Box>
      )}
    </Box>
  );
}
