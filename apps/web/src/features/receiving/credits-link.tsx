import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** The Orders pages' way to the credit requests. */
export function CreditsLink() {
  return (
    <Link to="/Credits" className={buttonClasses('secondary')}>
      <ReceiptText className="size-4" aria-hidden="true" />
      Credits
    </Link>
  );
}
