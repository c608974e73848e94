import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { useAuth } from '../../lib/auth/auth-context';
import { useNotify } from '../../lib/notifications/notification-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberAuthorities, useMoveAuthority } from './api/use-authorities';
import { registerAuthorityTexts } from './authorities-texts';
import { AuthorityCard, type Authority } from './components/authority-card';
import { GrantForm } from './components/grant-form';
import { RevokeDialog } from './components/revoke-dialog';
import { UseLog } from './components/use-log';

registerAuthorityTexts();

function Section({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={id} variant="h2" component="h2">
        {title}
      </Typography>
      {empty !== null ? <Typography color="text.secondary">{empty}</Typography> : children}
    </Box>
  );
}

/** /Yetkilendirmeler (guarded): authorisations the member gave and was given, and what was done under them. */
export default function AuthoritiesPage() {
  const { t } = useTranslation('authorities');
  const { t: common } = useTranslation();
  useDocumentTitle(t('title'));
  const { user } = useAuth();
  const list = useMemberAuthorities();
  const move = useMoveAuthority();
  const notify = useNotify();
  const [revoking, setRevoking] = useState<Authority | null>(null);
  const act = async (body: Parameters<typeof move.mutateAsync>[0]) => {
    try {
      await move.mutateAsync(body);
    } catch (error) {
      notify.toast((error as Error).message, 'error');
    }
  };
  if (!user) return null;
  const data = list.data;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Box>
      <Paper sx={{ p: { xs: 2, md: 4 } }}>
        <GrantForm user={user} />
      </Paper>
      {list.isLoading && <CircularProgress aria-label={common('loading')} />}
      {list.error && <LoadFailed message={t('failed')} retryLabel={common('retry')} onRetry={() => void list.refetch()} />}
      {data && (
        <>
          <Section id="received-title" title={t('received.title')} empty={data.received.length ? null : t('received.empty')}>
            {data.received.map((a) => (
              <AuthorityCard
                key={a.authorityOid}
                authority={a}
                heading={`${t('received.principal')}: ${a.principalName}`}
                actions={
                  a.status === 'offered' && (
                    <>
                      <Button variant="contained" disabled={move.isPending} onClick={() => void act({ move: 'AcceptMemberAuthority', authorityOid: a.authorityOid })}>
                        {t('received.accept')}
                      </Button>
                      <Button variant="outlined" disabled={move.isPending} onClick={() => void act({ move: 'DeclineMemberAuthority', authorityOid: a.authorityOid })}>
                        {t('received.decline')}
                      </Button>
                    </>
                  )
                }
              />
            ))}
          </Section>
          <Section id="given-title" title={t('given.title')} empty={data.given.length ? null : t('given.empty')}>
            {data.given.map((a) => (
              <AuthorityCard
                key={a.authorityOid}
                authority={a}
                heading={`${a.principalName} → ${a.granteeName} (${a.granteeNationalId})`}
                actions={
                  (a.status === 'offered' || a.status === 'active') && (
                    <Button color="error" variant="outlined" onClick={() => setRevoking(a)}>
                      {t('given.revoke')}
                    </Button>
                  )
                }
              />
            ))}
          </Section>
          <UseLog uses={data.uses} />
        </>
      )}
      <RevokeDialog
        authority={revoking}
        busy={move.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          const authorityOid = revoking!.authorityOid;
          setRevoking(null);
          void act({ move: 'RevokeMemberAuthority', authorityOid });
        }}
      />
    </Box>
  );
}
