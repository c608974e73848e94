import TableCell from '@mui/material/TableCell';
import { useTranslation } from 'react-i18next';

/** The column heads of a debt line: what it is, when it fell due, its principal, the waived delay fine and the index amount. */
export function DebtHeaderCells() {
  const { t } = useTranslation('restructuring');
  return (
    <>
      <TableCell component="th" scope="col">
        {t('debts.description')}
      </TableCell>
      <TableCell component="th" scope="col">
        {t('debts.dueDate')}
      </TableCell>
      <TableCell component="th" scope="col" align="right">
        {t('debts.principal')}
      </TableCell>
      <TableCell component="th" scope="col" align="right">
        {t('debts.delayFine')}
      </TableCell>
      <TableCell component="th" scope="col" align="right">
        {t('debts.indexAmount')}
      </TableCell>
    </>
  );
}
