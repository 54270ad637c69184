import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { isEmbedded } from '../lib/embedding';

/**
 * Any other screen of the dashboard (a reservation, "My trips"): the booking entry does not have it, so the browser
 * goes to it. From the widget it opens in a new tab, and the frame stays on the booking form.
 */
export function LeaveForApp() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = `${pathname}${search}`;
    if (!isEmbedded) return void window.location.assign(target);
    window.open(new URL(target, window.location.origin).href, '_blank', 'noopener');
    void navigate(-1);
  }, [pathname, search, navigate]);
  return <PageLoader label="Opening" />;
}
