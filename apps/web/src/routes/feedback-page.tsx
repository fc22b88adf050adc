import { Link } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { FeedbackForm } from '../features/help/feedback-form';

const TOPICS = [
  {
    q: 'I forgot my password',
    a: (
      <>
        Log out, then choose <em>Forgot your password</em> on the sign-in page. We email you a code to set a new one.
      </>
    ),
  },
  {
    q: 'How do I change my name, date format or time zone?',
    a: (
      <>
        Open{' '}
        <Link to="/Settings" className="font-medium text-emerald-700 hover:underline">
          Settings
        </Link>{' '}
        and use the General tab. Your password is on the Password tab.
      </>
    ),
  },
  {
    q: 'Which notifications will I get?',
    a: 'On the Notifications tab of Settings you choose whether to be told about new orders and about savings.',
  },
  {
    q: 'What does the plan cost?',
    a: 'There is a 30-day risk-free trial, then 159 CAD per month. The Plan tab of Settings lists what is included.',
  },
];

/** /Feedback: help for signed-in users: common questions, and a message to our team beside them. */
export function FeedbackPage() {
  return (
    <>
      <PageHeader title="Help" description="Answers to common questions, and a way to reach our team." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {TOPICS.map((t) => (
            <details key={t.q} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded text-sm font-medium text-gray-900 focus-visible:outline-2 focus-visible:outline-emerald-600">
                {t.q}
                <span aria-hidden="true" className="text-gray-400 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-2 text-sm text-gray-600">{t.a}</p>
            </details>
          ))}
        </div>
        <FeedbackForm />
      </div>
    </>
  );
}
