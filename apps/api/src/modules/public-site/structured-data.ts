import { APP_NAME, type Home } from '@livery/domain';
import { jsonForScript } from './html-text.js';

/**
 * The home page's JSON-LD (schema.org): the business as a taxi service and a local business (the first names what
 * it offers, the second carries telephone and opening hours), and its FAQ. No `areaServed`: the configuration
 * holds no service area (only prose in the welcome, which is no place name to rely on).
 */
export function homeStructuredData(home: Home, url: string): string[] {
  const business = {
    '@context': 'https://schema.org',
    '@type': ['TaxiService', 'LocalBusiness'],
    name: APP_NAME,
    url,
    telephone: home.contactNumber,
    // Free text as the office wrote it ("Open 24 hours a day…"), not schema.org's "Mo-Su 00:00-23:59" form.
    openingHours: home.workingHours,
    description: home.welcome,
  };
  const blocks: object[] = [business];
  if (home.faq.length > 0) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: home.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  }
  return blocks.map(jsonForScript);
}
