import { CARD_BRAND_MASTER, CARD_BRAND_VISA, cardBrandOf, cardFields, type RequestOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSetting } from '../../../lib/app-setting';
import { callApi } from '../../../lib/call-api';

type Card = RequestOf<'ThreeDSecurityVakif'>['card'];

const brandNames: Record<number, string> = { [CARD_BRAND_VISA]: 'VISA', [CARD_BRAND_MASTER]: 'MASTER' };

/** Expiry years: parameter list 87 when the municipality keeps one, else this year and ExpirationYearsToAdd more. */
function useExpiryLists(yearsToAdd: number) {
  const months = useQuery({
    queryKey: ['RetrieveParametersWithoutAuthorization', { parameterTypeCode: '88' }],
    queryFn: ({ signal }) => callApi('RetrieveParametersWithoutAuthorization', { parameterTypeCode: '88' }, { signal }),
    staleTime: 30 * 60_000,
  });
  const years = useQuery({
    queryKey: ['RetrieveParametersWithoutAuthorization', { parameterTypeCode: '87' }],
    queryFn: ({ signal }) => callApi('RetrieveParametersWithoutAuthorization', { parameterTypeCode: '87' }, { signal }),
    staleTime: 30 * 60_000,
  });
  const thisYear = new Date().getFullYear();
  const computed = Array.from({ length: yearsToAdd + 1 }, (_, i) => String(thisYear + i));
  const fromList = (years.data ?? []).map((p) => String(p.parameterCode)).filter((y) => /^20\d{2}$/.test(y));
  const monthList = (months.data ?? []).map((p) => String(p.parameterCode).padStart(2, '0'));
  return { months: monthList.length ? monthList : Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')), years: fromList.length ? fromList : computed };
}

/** VakıfBank's card form: checked here (Luhn, brand, expiry) with the contract's schema, then sent to the bank through the server. */
export function CardForm({ busy, onSubmit }: { busy: boolean; onSubmit(card: Card): void }) {
  const { t } = useTranslation('payment');
  const { ExpirationYearsToAdd } = useAppSetting();
  const lists = useExpiryLists(ExpirationYearsToAdd);
  const [values, setValues] = useState({ cardNumber: '', expiryMonth: '', expiryYear: '', securityCode: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const brand = cardBrandOf(values.cardNumber);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cardFields.safeParse({ ...values, brandName: brand ?? 0 });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.path[0] === 'brandName' ? t('card.unknownBrand') : issue.message])));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} aria-labelledby="card-title">
      <Typography id="card-title" variant="h2" component="h2" sx={{ fontSize: '1.25rem', gridColumn: '1 / -1' }}>
        {t('card.title')}
      </Typography>
      <TextField
        label={t('card.number')}
        value={values.cardNumber}
        onChange={set('cardNumber')}
        required
        autoComplete="cc-number"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
        sx={{ gridColumn: '1 / -1' }}
        error={Boolean(errors.cardNumber)}
        helperText={errors.cardNumber ?? errors.brandName ?? (brand ? `${t('card.brand')}: ${brandNames[brand]}` : t('card.numberHelp'))}
      />
      <TextField
        select
        label={t('card.month')}
        value={values.expiryMonth}
        onChange={set('expiryMonth')}
        required
        error={Boolean(errors.expiryMonth)}
        helperText={errors.expiryMonth}
      >
        {lists.months.map((m) => (
          <MenuItem key={m} value={m}>
            {m}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('card.year')} value={values.expiryYear} onChange={set('expiryYear')} required error={Boolean(errors.expiryYear)} helperText={errors.expiryYear}>
        {lists.years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('card.cvv')}
        value={values.securityCode}
        onChange={set('securityCode')}
        required
        autoComplete="cc-csc"
        type="password"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        error={Boolean(errors.securityCode)}
        helperText={errors.securityCode ?? t('card.cvvHelp')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {t('card.note')}
      </Typography>
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ gridColumn: '1 / -1', justifySelf: 'start' }}>
        {busy ? t('redirecting') : t('card.pay')}
      </Button>
    </Box>
  );
}
