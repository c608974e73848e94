import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { useLeaveKinds } from '../api/use-staff';
import { SimpleTable } from './simple-table';

/** The kinds of leave (RetrieveLeaveKindsWithoutAuthorization), folded away below the employee's own figures. */
export function LeaveKindsList() {
  const { t } = useTranslation('staff');
  const kinds = useLeaveKinds();
  if (!kinds.data) return null;
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMore aria-hidden />} aria-controls="leave-kinds-panel" id="leave-kinds-header">
        <Typography variant="h2" component="h2">
          {t('leave.kinds')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="leave-kinds-panel">
        <SimpleTable
          caption={t('leave.kinds')}
          rows={kinds.data}
          rowKey={(k) => k.code}
          columns={[
            { header: t('leave.kind'), cell: (k) => k.name, rowHeader: true },
            { header: t('leave.law'), cell: (k) => k.lawReference },
            { header: t('leave.days'), cell: (k) => t(`leave.basis.${k.dayBasis}`) },
            { header: t('leave.description'), cell: (k) => `${t(`leave.categories.${k.staffCategory}`)}. ${k.description}` },
          ]}
        />
      </AccordionDetails>
    </Accordion>
  );
}
