import { organizationJsonLd, webPageJsonLd } from '../structuredData';

describe('structured data', () => {
  it('describes Salone as an Organization with support and emergency contact points', () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Salone',
      email: 'info@salone.travel',
      telephone: '+23276000000',
      address: { streetAddress: '12 Lightfoot Boston Street', addressLocality: 'Freetown' },
    });
    expect(organization.contactPoint).toEqual([
      expect.objectContaining({
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: 'support@salone.travel',
      }),
      expect.objectContaining({
        '@type': 'ContactPoint',
        contactType: 'emergency',
        telephone: '+23279000999',
      }),
    ]);
  });

  it('makes a page about Salone with an absolute URL', () => {
    expect(webPageJsonLd('AboutPage', 'About Salone', 'Who we are', '/about')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      url: `${window.location.origin}/about`,
      mainEntity: { '@type': 'Organization' },
    });
  });
});
