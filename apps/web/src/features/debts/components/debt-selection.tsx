import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectedTotal, toggleLine } from '../selection';
import { DebtLines, type DebtLine } from './debt-lines';
import { PayBar } from './pay-bar';

interface DebtSelectionProps {
  caption: string;
  lines: DebtLine[];
  registryOid: number;
  delayFineCalculationDate?: string;
  paymentProof?: string;
  returnPath: string;
  emptyText: string;
}

/** Open debts with their selection, the in-order rule for instalments, and the running total to pay. */
export function DebtSelection({ caption, lines, registryOid, delayFineCalculationDate, paymentProof, returnPath, emptyText }: DebtSelectionProps) {
  const { t } = useTranslation('debts');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [addedEarlier, setAddedEarlier] = useState(false);
  const live = new Set([...selected].filter((oid) => lines.some((l) => l.accrumentOid === oid)));
  if (lines.length === 0) return <Alert severity="info">{emptyText}</Alert>;
  return (
    <Stack spacing={2}>
      <DebtLines
        caption={caption} lines={lines} selected={live}
        onToggle={(oid) => {
          const next = toggleLine(lines, live, oid);
          setSelected(next.selected);
          setAddedEarlier(next.addedEarlier);
        }}
        onToggleAll={(all) => setSelected(all ? new Set(lines.map((l) => l.accrumentOid)) : new Set())}
      />
      {addedEarlier && <Alert severity="info" onClose={() => setAddedEarlier(false)}>{t('earlierAdded')}</Alert>}
      <PayBar
        registryOid={registryOid} selected={[...live]} total={selectedTotal(lines, live)} returnPath={returnPath}
        {...(delayFineCalculationDate ? { delayFineCalculationDate } : {})} {...(paymentProof ? { paymentProof } : {})}
      />
    </Stack>
  );
}
