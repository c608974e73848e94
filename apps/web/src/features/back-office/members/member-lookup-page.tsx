import { formatGsm } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/call-api';
import { formatDate } from '../../../lib/i18n/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { registerBackOfficePrivacyTexts } from '../privacy-texts';
import { MemberRequests } from './member-requests';

registerBackOfficePrivacyTexts();

/**
 * /yonetim/uyeler (any back-office role): a clerk opens a citizen's member record by ID number,
 * saying why. The server writes the citizen's access log for every opening (KVKK).
 */
export default function MemberLookupPage() {
  const { t } = useTranslation('backOfficePrivacy');
  useDocumentTitle(t('members.title'));
  const [nationalId, setNationalId] = useState('');
  const [reason, setReason] = useState('');
  const open = useMutation({ mutationFn: (body: { nationalId: string; reason: string }) => callApi('GetBackOfficeMemberRecord', body) });
  // The lists below are read with what the record was opened with, not what the form holds since.
  const [opened, setOpened] = useState<{ nationalId: string; reason: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { nationalId: nationalId.trim(), reason: reason.trim() };
    open.mutate(body, { onSuccess: () => setOpened(body) });
  };
  const record = open.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" component="h1">
        {t('members.title')}
      </Typography>
      <Typography color="text.secondary">{t('members.intro')}</Typography>
      <Paper component="form" onSubmit={submit} sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 2fr auto' }, alignItems: 'start' }}>
        <TextField
          label={t('members.nationalId')}
          value={nationalId}
          onChange={(e) => setNationalId(e.target.value.replace(/\D/g, '').slice(0, 11))}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <TextField label={t('members.reason')} value={reason} onChange={(e) => setReason(e.target.value.slice(0, 200))} required helperText={t('members.reasonHelp')} />
        <Button type="submit" variant="contained" disabled={open.isPending} sx={{ mt: { md: 1 } }}>
          {t('members.open')}
        </Button>
      </Paper>
      <Box aria-live="polite">
        {open.isError && <Alert severity="error">{open.error.message}</Alert>}
        {record && (
          <Paper component="section" aria-labelledby="member-record-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            <Typography id="member-record-title" variant="h2" component="h2">
              {t('members.record')}
            </Typography>
            <Alert severity="info">{t('members.logged')}</Alert>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
                columnGap: 2,
                rowGap: 0.5,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
              }}
            >
              <dt>{t('members.name')}</dt>
              <dd>{record.name}</dd>
              <dt>{t('members.userName')}</dt>
              <dd>{record.userName}</dd>
              <dt>{t('members.gsm')}</dt>
              <dd>{record.gsm ? formatGsm(record.gsm) : '—'}</dd>
              <dt>{t('members.email')}</dt>
              <dd>{record.email ?? '—'}</dd>
              <dt>{t('members.memberSince')}</dt>
              <dd>{formatDate(record.memberSince)}</dd>
              <dt>{t('members.status')}</dt>
              <dd>{t(`members.statuses.${record.status}`, { defaultValue: record.status })}</dd>
            </Box>
            {opened && <MemberRequests nationalId={opened.nationalId} reason={opened.reason} />}
          </Paper>
        )}
      </Box>
    </Box>
  );
}
