import { backOfficeRoles, type BackOfficeRole, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../../../lib/i18n/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBackOfficeLookups, useBackOfficeStaff } from '../api/use-back-office';
import { LoadFailed, Loading } from '../components/load-state';
import { RoleAudit } from './role-audit';
import { RoleChangeDialog, type RoleChangeRequest } from './role-change-dialog';
import { SearchField } from '../components/search-field';
import { UnitsDialog } from './units-dialog';

type Holder = ResponseOf<'GetBackOfficeStaff'>['items'][number];
const pageSize = 10;

/** A role's checkbox asks first: the reason, and for a revoke where the employee's open items go. */
function HolderCard({ holder, onChanged }: { holder: Holder; onChanged(message: { ok: boolean; text: string }): void }) {
  const { t } = useTranslation('backOffice');
  const [asking, setAsking] = useState<RoleChangeRequest | null>(null);
  const [editingUnits, setEditingUnits] = useState(false);
  const unitNames = useBackOfficeLookups().data?.units ?? [];
  const units = holder.unitCodes.map((code) => unitNames.find((u) => u.unitCode === code)?.name ?? code);
  const held = new Map(holder.roles.map((r) => [r.role, r]));
  const toggle = (role: BackOfficeRole, give: boolean) => setAsking({ holder, role, give });
  return (
    <Paper component="li" variant="outlined" aria-labelledby={`holder-${holder.userOid}`} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box>
        <Typography id={`holder-${holder.userOid}`} component="h3" variant="h3">
          {holder.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[holder.title, holder.department].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <FormGroup aria-label={t('admin.rolesColumn')}>
        {backOfficeRoles.map((role) => {
          const grant = held.get(role);
          return (
            <Box key={role}>
              <FormControlLabel
                label={t(`roles.${role}`)}
                control={
                  <Checkbox
                    checked={!!grant}
                    onChange={(event) => toggle(role, event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': grant ? `grant-${holder.userOid}-${role}` : undefined } }}
                  />
                }
              />
              {grant && (
                <Typography id={`grant-${holder.userOid}-${role}`} variant="caption" color="text.secondary" sx={{ display: 'block', ml: 4, mt: -0.75 }}>
                  {t('admin.grantedBy', { at: formatDateAndTime(grant.grantedAt), by: grant.grantedBy })}
                </Typography>
              )}
            </Box>
          );
        })}
      </FormGroup>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flex: '1 1 12rem' }}>
          {units.length > 0 ? `${t('admin.units')}: ${units.join(', ')}` : t('admin.unitsNone')}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => setEditingUnits(true)} aria-label={`${t('admin.editUnits')}: ${holder.name}`}>
          {t('admin.editUnits')}
        </Button>
      </Box>
      {editingUnits && (
        <UnitsDialog
          holder={holder}
          onClose={(outcome) => {
            setEditingUnits(false);
            if (outcome) onChanged(outcome);
          }}
        />
      )}
      {asking && (
        <RoleChangeDialog
          {...asking}
          onClose={(outcome) => {
            setAsking(null);
            if (outcome) onChanged(outcome);
          }}
        />
      )}
    </Paper>
  );
}

/** /yonetim/roller (ADMIN): give and take back-office roles; every change is audited on the server and listed below. */
export default function RolesPage() {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(t('admin.title'));
  const [input, setInput] = useState('');
  const [searchText, setSearchText] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const staff = useBackOfficeStaff({ searchText, pageIndex, pageSize });
  const pages = staff.data ? Math.max(1, Math.ceil(staff.data.total / pageSize)) : 1;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('admin.title')}
        </Typography>
        <Typography color="text.secondary">{t('admin.intro')}</Typography>
      </Box>
      <Paper
        variant="outlined"
        component="form"
        role="search"
        aria-label={t('admin.search')}
        sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          setSearchText(input.trim());
          setPageIndex(0);
        }}
      >
        <SearchField id="staff-search" label={t('admin.search')} helperText={t('admin.searchHelp')} value={input} onChange={setInput} />
        <Button type="submit" variant="contained">
          {t('filters.searchButton')}
        </Button>
      </Paper>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <Box component="section" aria-labelledby="staff-title" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="staff-title" component="h2" variant="h2">
          {t('admin.staff')}
          {staff.data ? ` · ${t('admin.total', { count: staff.data.total })}` : ''}
        </Typography>
        {staff.isPending && <Loading />}
        {staff.isError && <LoadFailed error={staff.error} onRetry={() => void staff.refetch()} />}
        {staff.data && staff.data.items.length === 0 && <Typography role="status">{t('admin.empty')}</Typography>}
        {staff.data && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {staff.data.items.map((holder) => (
              <HolderCard key={holder.userOid} holder={holder} onChanged={setMessage} />
            ))}
          </Box>
        )}
        {staff.data && pages > 1 && (
          <Box component="nav" aria-label={t('admin.staff')} sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
            <Typography variant="body2">
              {t('list.page', { page: pageIndex + 1 })} / {pages}
            </Typography>
            <Button variant="outlined" disabled={pageIndex === 0} onClick={() => setPageIndex((p) => p - 1)}>
              {t('list.previous')}
            </Button>
            <Button variant="outlined" disabled={pageIndex + 1 >= pages} onClick={() => setPageIndex((p) => p + 1)}>
              {t('list.next')}
            </Button>
          </Box>
        )}
      </Box>
      <RoleAudit />
    </Box>
  );
}
