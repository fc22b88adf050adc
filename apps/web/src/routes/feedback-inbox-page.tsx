import { PageHeader } from '../components/ui/page-header';
import { FeedbackInbox } from '../features/help/feedback-inbox';

/** /FeedbackInbox (admins): the messages users sent from the Help page. */
export function FeedbackInboxPage() {
  return (
    <>
      <PageHeader title="Help inbox" description="Messages users sent from the Help page, newest first." />
      <FeedbackInbox />
    </>
  );
}
