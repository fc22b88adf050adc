import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { Tabs } from '../components/ui/tabs';
import { RestaurantTab } from '../features/settings/business-tab';
import { GeneralTab } from '../features/settings/general-tab';
import { NotificationsTab } from '../features/settings/notifications-tab';
import { PasswordTab } from '../features/settings/password-tab';
import { PlaceholderTab } from '../features/settings/placeholder-tab';
import { PlanTab } from '../features/settings/plan-tab';
import { type SettingsTab, tabsFor } from '../features/settings/settings-tabs';
import { MyInvitations } from '../features/team/my-invitations';
import { useSession } from '../lib/session';

/** /Settings: tabs per user type (spec 2.5); the open tab is kept in ?tab= so it can be linked to. */
export function SettingsPage() {
  const { data: session } = useSession();
  const [params, setParams] = useSearchParams();
  if (!session) return <PageSpinner />;
  const tabs = tabsFor(session.User.usertype);
  const asked = params.get('tab');
  const tab = tabs.find((t) => t === asked) ?? tabs[0];
  const select = (t: SettingsTab) => setParams(t === tabs[0] ? {} : { tab: t }, { replace: true });

  const panel = (t: SettingsTab) => {
    switch (t) {
      case 'General':
        return <GeneralTab session={session} />;
      case 'Restaurant':
        return <RestaurantTab session={session} />;
      case 'Password':
        return <PasswordTab />;
      case 'Notifications':
        return <NotificationsTab session={session} />;
      case 'Plan':
        return <PlanTab />;
      default:
        return <PlaceholderTab tab={t} />;
    }
  };

  return (
    <>
      <PageHeader title="Settings" />
      <MyInvitations />
      <Tabs tabs={tabs} value={tab} onChange={select} label="Settings" panelClassName="mt-6">
        {panel(tab)}
      </Tabs>
    </>
  );
}
