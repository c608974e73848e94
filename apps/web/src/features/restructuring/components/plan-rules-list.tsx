import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type RuleText = ResponseOf<'GetCurrentRestructuringParameter'>['rules']['cashDiscount'];

/** Picks the sentence in the screen's language; the server writes both from the scheme's parameters. */
export function useRuleText() {
  const { i18n } = useTranslation();
  return (text: RuleText) => (i18n.language === 'en' ? text.en : text.tr);
}

/** The scheme's breaking rule as the server words it, the same sentences the petition prints. */
export function PlanRulesList({ rules, id }: { rules: readonly RuleText[]; id?: string }) {
  const ruleText = useRuleText();
  return (
    <Box component="ul" id={id} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {rules.map((rule) => (
        <Typography key={rule.tr} component="li" variant="body2">
          {ruleText(rule)}
        </Typography>
      ))}
    </Box>
  );
}
