import { useParams } from 'react-router';
import { ComingSoonPage } from './coming-soon';

/** `/{slug}`: a public static page; its content arrives with the static-pages issue. */
export function StaticPage() {
  const { slug = '' } = useParams();
  const heading = slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return <ComingSoonPage heading={heading || 'Page'} />;
}
