import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FactList } from '../../../components/ui/fact-list';
import { useAppSetting } from '../../../lib/app-setting';
import { formatDateAndTime, formatDate, formatMoney } from '../../../lib/i18n/format';
import { bankWindowPath, paymentBasket } from '../../../lib/payment/payment-basket';
import { useCheckSelection } from '../../../lib/payment/use-check-selection';
import { useSubmitMissingDocuments } from '../api/use-water-applications';
import { MissingDocuments } from './missing-documents';

type Application = ResponseOf<'GetMyWaterApplications'>[number];

const tones = {
  awaitingPayment: 'warning',
  received: 'info',
  documentsMissing: 'warning',
  siteVisitPlanned: 'info',
  siteVisitDone: 'info',
  approved: 'info',
  meterMounted: 'success',
  active: 'success',
  rejected: 'error',
  refundApproved: 'default',
  refunded: 'default',
  expired: 'default',
} as const;

/** The fees go to the bank window through the portal's one payment flow; the server re-checks and re-prices them. */
function PayFees({ application, returnPath }: { application: Application; returnPath: string }) {
  const { t } = useTranslation('waterApplications');
  const setting = useAppSetting();
  const navigate = useNavigate();
  const check = useCheckSelection();
  const [problem, setProblem] = useState<string | null>(null);
  const unpaid = application.fees.filter((f) => !f.paid);
  const pay = async () => {
    setProblem(null);
    const accrumentOidList = unpaid.map((f) => f.accrumentOid);
    try {
      await check.mutateAsync({ registryInfoOid: application.registryOid, accrumentOidList });
      paymentBasket.save({ accrumentOidList, registryOid: application.registryOid, returnPath });
      void navigate(bankWindowPath(setting.ActiveBankMerchantCode));
    } catch (failure) {
      setProblem((failure as Error).message);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Alert severity="warning">{t('card.payFirst')}</Alert>
      <Box>
        <Button variant="contained" onClick={() => void pay()} disabled={check.isPending}>
          {t('card.pay', { amount: formatMoney(unpaid.reduce((s, f) => s + f.amount, 0)) })}
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Box>
  );
}

/** A member adds the requested documents from their own uploads. */
function MemberMissingDocuments({ application }: { application: Application }) {
  const submit = useSubmitMissingDocuments();
  return <MissingDocuments application={application} send={(documents) => submit.mutateAsync({ trackingNumber: application.trackingNumber, documents })} />;
}

/**
 * One application. `readOnly` (the lookup without an account) offers no payment, and the
 * requested documents are added through `missingDocuments`, the caller's own way of proving who it is.
 */
export function ApplicationCard({
  application,
  returnPath,
  readOnly = false,
  missingDocuments,
}: {
  application: Application;
  returnPath: string;
  readOnly?: boolean;
  missingDocuments?: ReactNode;
}) {
  const { t } = useTranslation('waterApplications');
  const titleId = `application-${application.trackingNumber}`;
  const facts: [string, string][] = [
    [t('card.trackingNumber'), application.trackingNumber],
    [t('card.createdAt'), formatDateAndTime(application.createdAt)],
    ...(application.address ? [[t('card.address'), application.address] as [string, string]] : []),
    ...(application.subscriberNo ? [[t('card.subscriberNo'), application.subscriberNo] as [string, string]] : []),
    ...(application.resultSubscriberNo ? [[t('card.resultSubscriberNo'), application.resultSubscriberNo] as [string, string]] : []),
    ...(application.siteVisitDate ? [[t('card.siteVisit'), formatDate(application.siteVisitDate)] as [string, string]] : []),
    ...application.fees.map((f): [string, string] => [f.description, `${formatMoney(f.amount)} · ${f.paid ? t('card.paid') : t('card.unpaid')}`]),
    ...(application.rejectionReason ? [[t('card.rejection'), application.rejectionReason] as [string, string]] : []),
  ];
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} data-testid="water-application" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} component="h3" variant="h3">
          {application.applicationTypeName}
        </Typography>
        <Chip label={application.statusName} color={tones[application.status]} data-testid="water-application-status" />
      </Box>
      <FactList facts={facts} />
      {!readOnly && application.status === 'awaitingPayment' && application.fees.some((f) => !f.paid) && <PayFees application={application} returnPath={returnPath} />}
      {application.status === 'documentsMissing' && (readOnly ? missingDocuments : <MemberMissingDocuments application={application} />)}
      <Box>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('card.history')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {application.history.map((h, i) => (
            <Typography component="li" key={`${h.at}-${i}`} variant="body2">
              <strong>{h.statusName}</strong> · {formatDateAndTime(h.at)}
              {h.note ? ` — ${h.note}` : ''}
            </Typography>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
