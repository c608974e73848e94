import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { coefficientText, date, money, periodText } from './format';
import { PlanRulesList, useRuleText } from './plan-rules-list';

type Scheme = ResponseOf<'GetCurrentRestructuringParameter'>;

/** The open scheme's terms as the citizen needs them before choosing (docs/domain/restructuring.md). */
export function SchemeInfo({ scheme }: { scheme: Scheme }) {
  const { t } = useTranslation('restructuring');
  const ruleText = useRuleText();
  const facts: Array<[string, string]> = [
    [t('scheme.law'), `${scheme.lawNo} — ${scheme.title}`],
    [t('scheme.window'), `${date(scheme.effectiveFrom)} – ${date(scheme.applicationDeadline)}`],
    [t('scheme.cutoff'), t('scheme.cutoffValue', { date: date(scheme.dueDateCutoff) })],
    [t('scheme.types'), scheme.incomeTypes.map((i) => i.name).join(', ')],
    ...(scheme.waivesDelayFine ? [[t('scheme.waived'), t('scheme.waivedValue')] as [string, string]] : []),
    [t('scheme.replaced'), t('scheme.replacedValue', { index: scheme.indexName, period: periodText(scheme.indexEndPeriod) })],
    [t('scheme.firstDue'), date(scheme.firstInstalmentDeadline)],
    [t('scheme.cash'), ruleText(scheme.rules.cashDiscount)],
    ...(scheme.writeOffThreshold > 0 ? [[t('scheme.writeOff'), money(scheme.writeOffThreshold)] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="scheme-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="scheme-title" variant="h2" component="h2">
          {t('scheme.title')}
        </Typography>
      </Box>
      {scheme.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {scheme.note}
        </Typography>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box component="section" aria-labelledby="breaking-title" sx={{ mt: 2 }}>
        <Typography id="breaking-title" variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
          {t('scheme.tolerance')}
        </Typography>
        <PlanRulesList rules={scheme.rules.breaking} />
      </Box>
      <Box component="section" aria-labelledby="terms-title" sx={{ mt: 2, p: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography id="terms-title" variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
          {t('scheme.explainTitle')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          <strong>{t('scheme.indexTerm')}:</strong> {t('scheme.indexExplain', { index: scheme.indexName, period: periodText(scheme.indexEndPeriod) })}
        </Typography>
        <Typography variant="body2">
          <strong>{t('scheme.coefficientTerm')}:</strong> {t('scheme.coefficientExplain')}
        </Typography>
      </Box>
      <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 1, fontSize: '1rem', fontWeight: 600 }}>
        {t('scheme.options')}
      </Typography>
      <Table size="small" sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('scheme.option')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('scheme.period')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('scheme.coefficient')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {scheme.options.map((o) => (
            <TableRow key={o.instalmentCount}>
              <TableCell>{o.instalmentCount === 1 ? t('scheme.cashOption') : t('scheme.instalments', { count: o.instalmentCount })}</TableCell>
              <TableCell>{o.instalmentCount === 1 ? t('scheme.none') : t('scheme.every', { months: o.periodMonths })}</TableCell>
              <TableCell align="right">{coefficientText(o.coefficient)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
