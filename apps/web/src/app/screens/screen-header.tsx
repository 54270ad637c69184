import { useMatches } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { deepestTitle } from '../route-handle';

/** The heading of the current screen: the title its declaration gives (app/screens.tsx). */
export function ScreenHeader() {
  return <PageHeader title={deepestTitle(useMatches()) ?? 'Livery'} />;
}
