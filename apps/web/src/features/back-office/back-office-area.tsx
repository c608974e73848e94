import { lazy, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { useMyBackOfficeRoles } from './api/use-back-office';
import { BackOfficeContext } from './back-office-context';
import { menuFor } from './back-office-menu';
import { screenFor, type Screen } from './back-office-screens';
import { registerBackOfficeTexts } from './back-office-texts';
import { BackOfficeLayout } from './components/back-office-layout';
import { LoadFailed, Loading } from './components/load-state';
import { NoAccess } from './components/no-access';
import { NotFound } from './components/not-found';

registerBackOfficeTexts();

// Each screen is its own chunk: a clerk downloads only the queues they open.
const DashboardPage = lazy(() => import('./dashboard/dashboard-page'));
const ComplaintsPage = lazy(() => import('./complaints/complaints-page'));
const ComplaintPage = lazy(() => import('./complaints/complaint-page'));
const CancellationsPage = lazy(() => import('./water/cancellations-page'));
const CancellationPage = lazy(() => import('./water/cancellation-page'));
const DeclarationsPage = lazy(() => import('./declarations/declarations-page'));
const DeclarationPage = lazy(() => import('./declarations/declaration-page'));
const RestructuringsPage = lazy(() => import('./restructurings/restructurings-page'));
const RestructuringPage = lazy(() => import('./restructurings/restructuring-page'));
const WaterApplicationsPage = lazy(() => import('./water-applications/applications-page'));
const WaterApplicationPage = lazy(() => import('./water-applications/application-page'));
const RolesPage = lazy(() => import('./roles/roles-page'));
const MemberLookupPage = lazy(() => import('./members/member-lookup-page'));
const NotificationsPage = lazy(() => import('./notifications/notifications-page'));
const ReplyTemplatesPage = lazy(() => import('./reply-templates/reply-templates-page'));
const ComplaintRoutingPage = lazy(() => import('./complaint-routing/complaint-routing-page'));
const YearlyTaxPage = lazy(() => import('./yearly-tax/yearly-tax-page'));
const ImportsPage = lazy(() => import('./imports/imports-page'));
const WaterSubscriptionsPage = lazy(() => import('./water-subscriptions/subscriptions-page'));
const ReadingRoutePage = lazy(() => import('./water-billing/reading-route-page'));
const TariffsPage = lazy(() => import('./water-billing/tariffs-page'));
const BillingRunPage = lazy(() => import('./water-billing/billing-run-page'));
const LateDebtsPage = lazy(() => import('./late-debts/late-debts-page'));

const lists = {
  complaints: ComplaintsPage,
  waterCancellations: CancellationsPage,
  declarations: DeclarationsPage,
  restructurings: RestructuringsPage,
  waterApplications: WaterApplicationsPage,
};
const items = {
  complaints: ComplaintPage,
  waterCancellations: CancellationPage,
  declarations: DeclarationPage,
  restructurings: RestructuringPage,
  waterApplications: WaterApplicationPage,
};

function ScreenView({ screen }: { screen: Screen }): ReactNode {
  switch (screen.name) {
    case 'dashboard':
      return <DashboardPage />;
    case 'list': {
      const List = lists[screen.queue];
      return <List />;
    }
    case 'item': {
      const Item = items[screen.queue];
      return <Item key={screen.oid} oid={screen.oid} />;
    }
    case 'roles':
      return <RolesPage />;
    case 'members':
      return <MemberLookupPage />;
    case 'notifications':
      return <NotificationsPage />;
    case 'replyTemplates':
      return <ReplyTemplatesPage />;
    case 'complaintRouting':
      return <ComplaintRoutingPage />;
    case 'yearlyTax':
      return <YearlyTaxPage />;
    case 'imports':
      return <ImportsPage />;
    case 'waterSubscriptions':
      return <WaterSubscriptionsPage />;
    case 'waterReadings':
      return <ReadingRoutePage />;
    case 'waterTariffs':
      return <TariffsPage />;
    case 'waterBilling':
      return <BillingRunPage />;
    case 'waterLateDebts':
      return <LateDebtsPage />;
    default:
      return <NotFound />;
  }
}

/**
 * /yonetim/*: the municipality's side. The server says who the member is here
 * (GetMyBackOfficeRoles, read from the database on each call); the menu and the screens follow
 * it, and a member with no back-office role sees a plain "no access" page.
 */
export default function BackOfficeArea() {
  const { pathname } = useLocation();
  const access = useMyBackOfficeRoles();
  if (access.isPending) return <Loading />;
  if (access.isError) {
    const refused = access.error instanceof ApiError && access.error.httpStatus === 403;
    return <BackOfficeLayout menu={[]}>{refused ? <NoAccess /> : <LoadFailed error={access.error} onRetry={() => void access.refetch()} />}</BackOfficeLayout>;
  }
  const menu = menuFor(access.data);
  const screen = screenFor(pathname);
  const allowed = screen.name === 'dashboard' || screen.name === 'notFound' || menu.some((item) => item.key === ('queue' in screen ? screen.queue : screen.name));
  return (
    <BackOfficeContext.Provider value={access.data}>
      <BackOfficeLayout menu={menu}>{allowed ? <ScreenView screen={screen} /> : <NoAccess screen />}</BackOfficeLayout>
    </BackOfficeContext.Provider>
  );
}
