import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/** Base document styles. Rendered once by `SaloneThemeProvider`. */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${theme.fonts.heading};
    line-height: ${theme.lineHeights.tight};
    margin: 0;
  }

  p {
    margin: 0;
  }

  img,
  svg,
  video {
    max-width: 100%;
  }

  img {
    height: auto;
    display: block;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${theme.colors.secondary};
  }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  /*
   * A tap held until the page's scripts have taken it over (the shell's server/earlyInput.ts):
   * a bar along the top says it is on its way, and so does the cursor.
   */
  html[data-early-input] {
    cursor: progress;
  }

  html[data-early-input]::before {
    content: '';
    position: fixed;
    inset: 0 0 auto 0;
    z-index: 2147483647;
    height: 3px;
    background: ${theme.colors.primary};
    transform-origin: left;
    animation: salone-early-input 1.2s ease-in-out infinite alternate;
  }

  @keyframes salone-early-input {
    from {
      transform: scaleX(0.15);
    }
    to {
      transform: scaleX(0.85);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
