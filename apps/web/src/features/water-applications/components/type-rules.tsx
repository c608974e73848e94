import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/i18n/format';

type Rules = ResponseOf<'GetWaterApplicationRules'>;
type Rule = Rules['types'][number];

/** A type's rules, shown before the citizen starts: who may apply, the documents, the fees and what happens next. */
function RuleCard({ rule, rules, onStart }: { rule: Rule; rules: Rules; onStart(): void }) {
  const { t } = useTranslation('waterApplications');
  const titleId = `water-type-${rule.typeCode}`;
  const nameOf = (code: string) => rules.subscriberTypes.find((s) => s.code === code)?.name ?? code;
  const charged = rule.feesBySubscriberType.filter((f) => f.total > 0);
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography id={titleId} component="h3" variant="h3">
        {rule.name}
      </Typography>
      <Typography>{rule.summary}</Typography>
      <Typography variant="body2">
        <strong>{t('rules.who')}:</strong> {rule.whoMayApply}
      </Typography>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('rules.documents')}:
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {rule.requiredDocuments.map((d) => (
            <Typography component="li" variant="body2" key={d.kind}>
              {d.name}
            </Typography>
          ))}
          {rule.optionalDocuments.map((d) => (
            <Typography component="li" variant="body2" key={d.kind}>
              {d.name} ({t('form.optional')})
            </Typography>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('rules.fees')}:
        </Typography>
        {charged.length === 0 ? (
          <Typography variant="body2">{t('rules.noFee')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {charged.map((f) => (
              <Typography component="li" variant="body2" key={f.subscriberType}>
                {nameOf(f.subscriberType)}: {f.lines.map((l) => `${l.name} ${formatMoney(l.amount)}`).join(' + ')}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      <Typography variant="body2">
        <strong>{t('rules.after')}:</strong> {rule.outcome}
      </Typography>
      <Box>
        <Button variant="contained" onClick={onStart} aria-describedby={titleId}>
          {t('rules.start')}
        </Button>
      </Box>
    </Paper>
  );
}

export function TypeRules({ rules, onStart }: { rules: Rules; onStart(rule: Rule): void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {rules.types.map((rule) => (
        <RuleCard key={rule.typeCode} rule={rule} rules={rules} onStart={() => onStart(rule)} />
      ))}
    </Box>
  );
}
