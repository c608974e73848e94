import AccountBalance from '@mui/icons-material/AccountBalance';
import Article from '@mui/icons-material/Article';
import Badge from '@mui/icons-material/Badge';
import Calculate from '@mui/icons-material/Calculate';
import Campaign from '@mui/icons-material/Campaign';
import Description from '@mui/icons-material/Description';
import Gavel from '@mui/icons-material/Gavel';
import Home from '@mui/icons-material/Home';
import Language from '@mui/icons-material/Language';
import Payments from '@mui/icons-material/Payments';
import Person from '@mui/icons-material/Person';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import TableChart from '@mui/icons-material/TableChart';
import WaterDrop from '@mui/icons-material/WaterDrop';
import Work from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';

/** Menu icons arrive as Material icon names from the server; unknown names fall back to the icon text. */
const icons: Record<string, SvgIconComponent> = {
  home: Home,
  account_balance: AccountBalance,
  language: Language,
  person: Person,
  payments: Payments,
  receipt_long: ReceiptLong,
  request_quote: RequestQuote,
  description: Description,
  article: Article,
  gavel: Gavel,
  water_drop: WaterDrop,
  badge: Badge,
  work: Work,
  calculate: Calculate,
  table_chart: TableChart,
  campaign: Campaign,
};

export function MenuIcon({ icon, iconText, name }: { icon?: string | undefined; iconText?: string | undefined; name: string }) {
  const Icon = icon ? icons[icon] : undefined;
  if (Icon) return <Icon fontSize="small" aria-hidden />;
  return (
    <Box component="span" aria-hidden sx={{ width: 22, height: 22, borderRadius: '50%', border: '1px solid currentColor', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: 11, fontWeight: 600 }}>
      {iconText ?? name.slice(0, 1)}
    </Box>
  );
}
