import { render } from '@testing-library/react';
import { useSeo, type SeoMeta } from '../seo';

function Page(meta: SeoMeta) {
  useSeo(meta);
  return null;
}

describe('useSeo', () => {
  it('writes title, description, keywords, canonical URL and JSON-LD into the head', () => {
    render(
      <Page
        title="Guided Tours in Sierra Leone"
        description="Tours to beaches and islands"
        keywords={['tours', 'Freetown']}
        canonicalPath="/tours"
        jsonLd={{ '@type': 'CollectionPage', name: '</script><b>x</b>' }}
      />,
    );
    expect(document.title).toBe('Guided Tours in Sierra Leone | Salone');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Tours to beaches and islands',
    );
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'tours, Freetown',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/tours',
    );
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual({
      '@type': 'CollectionPage',
      name: '</script><b>x</b>',
    });
  });

  it('replaces the data when another page takes over and drops JSON-LD it does not have', () => {
    const { rerender } = render(
      <Page title="A" description="a" canonicalPath="/a" jsonLd={{ '@type': 'WebSite' }} />,
    );
    rerender(<Page title="Salone — Discover Sierra Leone" description="b" canonicalPath="/" />);
    expect(document.title).toBe('Salone — Discover Sierra Leone');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
