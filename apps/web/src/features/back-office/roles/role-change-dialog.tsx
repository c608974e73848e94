import { operations, type BackOfficeQueue, type BackOfficeRole, type ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonField } from './reason-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useBackOfficeLookups, useHeldItems, useRoleChange } from '../api/use-back-office';
import { LoadFailed, Loading } from '../components/load-state';

/** The status texts' group of each queue. */
const statusGroup: Record<BackOfficeQueue, string> = {
  complaints: 'complaint',
  waterCancellations: 'cancellation',
  declarations: 'declaration',
  restructurings: 'restructuring',
  waterApplications: 'waterApplication',
};
const INBOX = '';

export interface RoleChangeRequest {
  holder: { userOid: number; name: string };
  role: BackOfficeRole;
  give: boolean;
}

interface RoleChangeDialogProps extends RoleChangeRequest {
  onClose(outcome: { ok: boolean; text: string } | null): void;
}

/**
 * Asks the reason for a grant or a revoke. A revoke first lists the open items the employee holds
 * in the role's queues and where they go (the inbox, or a colleague holding the role): the
 * server moves them in the revoke's own transaction.
 */
export function RoleChangeDialog({ holder, role, give, onClose }: RoleChangeDialogProps) {
  const { t } = useTranslation('backOffice');
  const change = useRoleChange();
  const held = useHeldItems({ userOid: holder.userOid, role }, !give);
  const lookups = useBackOfficeLookups();
  const [reason, setReason] = useState('');
  const [handTo, setHandTo] = useState(INBOX);
  const [error, setError] = useState<string | null>(null);
  const names = { name: holder.name, role: t(`roles.${role}`) };
  const colleagues = (lookups.data?.colleagues ?? [])
    .filter((c) => c.roles.includes(role) && c.userOid !== holder.userOid)
    .map((c) => ({ value: String(c.userOid), label: c.name }));
  const items = held.data?.items ?? [];

  const submit = async () => {
    const body = { userOid: holder.userOid, role, reason, ...(handTo !== INBOX ? { handToUserOid: Number(handTo) } : {}) };
    const checked = (give ? operations.GrantBackOfficeRole : operations.RevokeBackOfficeRole).request.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? checked.error.issues[0]!.message);
      return;
    }
    setError(null);
    try {
      let handed = 0;
      if (give) await change.mutateAsync({ change: 'grant', ...body });
      else handed = ((await change.mutateAsync({ change: 'revoke', ...body })) as ResponseOf<'RevokeBackOfficeRole'>).itemsHandedOver;
      const to = colleagues.find((c) => c.value === handTo)?.label;
      const moved = handed === 0 ? '' : ` ${to ? t('admin.handedOverTo', { count: handed, name: to }) : t('admin.handedOver', { count: handed })}`;
      onClose({ ok: true, text: give ? t('admin.granted', names) : `${t('admin.revoked', names)}${moved}` });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Dialog open onClose={change.isPending ? undefined : () => onClose(null)} fullWidth maxWidth="sm" aria-labelledby="role-change-title">
      <DialogTitle id="role-change-title">{give ? t('admin.grant', names) : t('admin.revoke', names)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {!give && held.isPending && <Loading />}
        {!give && held.isError && <LoadFailed error={held.error} onRetry={() => void held.refetch()} />}
        {!give && held.data && (
          <Box component="section" aria-labelledby="held-items-title" sx={{ display: 'grid', gap: 1 }}>
            <Typography id="held-items-title" component="h3" variant="h3">
              {t('admin.heldItems', { count: items.length })}
            </Typography>
            {items.length === 0 ? (
              <Typography variant="body2">{t('admin.noHeldItems', { name: holder.name })}</Typography>
            ) : (
              <>
                <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
                  {items.map((item) => (
                    <li key={`${item.queue}-${item.itemOid}`}>
                      {t(`menu.${item.queue}`)} ·{' '}
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {item.reference}
                      </Box>{' '}
                      · {t(`status.${statusGroup[item.queue]}.${item.status}`, { defaultValue: item.status })}
                    </li>
                  ))}
                </Box>
                <NativeSelect id="hand-to" label={t('admin.handTo')} value={handTo} options={[{ value: INBOX, label: t('admin.toInbox') }, ...colleagues]} onChange={setHandTo} />
              </>
            )}
          </Box>
        )}
        <ReasonField id="role-change-reason" value={reason} onChange={setReason} error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)} disabled={change.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" color={give ? 'primary' : 'secondary'} onClick={() => void submit()} disabled={change.isPending || (!give && !held.data)}>
          {give ? t('admin.confirmGrant') : t('admin.confirmRevoke')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
