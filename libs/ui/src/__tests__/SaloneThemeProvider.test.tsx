import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { SaloneThemeProvider } from '../SaloneThemeProvider';

/** The styles rendering the provider puts in a page. */
function stylesOf(documentStylesInPage: boolean | undefined) {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <SaloneThemeProvider documentStylesInPage={documentStylesInPage}>
          <p>Page</p>
        </SaloneThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('SaloneThemeProvider', () => {
  it('makes the document styles for a page rendered here', () => {
    expect(stylesOf(undefined)).toContain('box-sizing:border-box');
  });

  it('keeps the document styles a page being taken over came with instead of making them again', () => {
    expect(stylesOf(true)).not.toContain('box-sizing:border-box');
  });
});
