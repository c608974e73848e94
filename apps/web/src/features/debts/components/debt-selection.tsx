import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PayBar } from '../../../lib/payment/pay-bar';
import { useDebtSelection } from '../../../lib/payment/use-debt-selection';
import { DebtLines, type DebtLine } from './debt-lines';

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
  const selection = useDebtSelection(lines);
  if (lines.length === 0) return <Alert severity="info">{emptyText}</Alert>;
  return (
    <Stack spacing={2}>
      <DebtLines caption={caption} lines={lines} selected={selection.selected} onToggle={selection.toggle} onToggleAll={selection.toggleAll} />
      <PayBar
        selection={selection}
        registryOid={registryOid}
        returnPath={returnPath}
        {...(delayFineCalculationDate ? { delayFineCalculationDate } : {})}
        {...(paymentProof ? { paymentProof } : {})}
      />
    </Stack>
  );
}
