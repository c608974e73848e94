import AccountBalance from '@mui/icons-material/AccountBalance';
import Agriculture from '@mui/icons-material/Agriculture';
import Apartment from '@mui/icons-material/Apartment';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import Badge from '@mui/icons-material/Badge';
import Bolt from '@mui/icons-material/Bolt';
import Campaign from '@mui/icons-material/Campaign';
import CleaningServices from '@mui/icons-material/CleaningServices';
import Construction from '@mui/icons-material/Construction';
import Description from '@mui/icons-material/Description';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOn';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Favorite from '@mui/icons-material/Favorite';
import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import Home from '@mui/icons-material/Home';
import Landscape from '@mui/icons-material/Landscape';
import Language from '@mui/icons-material/Language';
import Map from '@mui/icons-material/Map';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Paid from '@mui/icons-material/Paid';
import Payments from '@mui/icons-material/Payments';
import Person from '@mui/icons-material/Person';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Signpost from '@mui/icons-material/Signpost';
import Storefront from '@mui/icons-material/Storefront';
import TableChart from '@mui/icons-material/TableChart';
import TheaterComedy from '@mui/icons-material/TheaterComedy';
import Timelapse from '@mui/icons-material/Timelapse';
import Verified from '@mui/icons-material/Verified';
import WaterDrop from '@mui/icons-material/WaterDrop';
import type { SvgIconComponent } from '@mui/icons-material';
import { LetterIcon } from './letter-icon';

/** Menu icons arrive as Material icon names from the server (menu_item.icon). */
const icons: Record<string, SvgIconComponent> = {
  account_balance: AccountBalance,
  agriculture: Agriculture,
  apartment: Apartment,
  assignment_ind: AssignmentInd,
  badge: Badge,
  bolt: Bolt,
  campaign: Campaign,
  cleaning_services: CleaningServices,
  construction: Construction,
  description: Description,
  do_not_disturb_on: DoNotDisturbOn,
  event_available: EventAvailable,
  favorite: Favorite,
  gavel: Gavel,
  groups: Groups,
  home: Home,
  landscape: Landscape,
  language: Language,
  map: Map,
  meeting_room: MeetingRoom,
  paid: Paid,
  payments: Payments,
  person: Person,
  receipt_long: ReceiptLong,
  request_quote: RequestQuote,
  signpost: Signpost,
  storefront: Storefront,
  table_chart: TableChart,
  theater_comedy: TheaterComedy,
  timelapse: Timelapse,
  verified: Verified,
  water_drop: WaterDrop,
};

/** The icon itself, in its own chunk: the shell's first paint does not wait for thirty icons. */
export default function MenuIconGlyph({ icon, iconText, name }: { icon?: string | undefined; iconText?: string | undefined; name: string }) {
  const Icon = icon ? icons[icon] : undefined;
  return Icon ? <Icon fontSize="small" aria-hidden /> : <LetterIcon text={iconText ?? name.slice(0, 1)} />;
}
