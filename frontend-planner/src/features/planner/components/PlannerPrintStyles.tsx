import { createGlobalStyle } from 'styled-components';

/**
 * 'Save Itinerary' prints the page: only the plan goes on paper, black on white. The shell's
 * chrome (its header, nav and footer, the notifications region) and anything marked
 * `.no-print` are hidden; a day is kept on one page where it fits. Mounted with the planner
 * page only, so other pages print as they are.
 */
export const PlannerPrintStyles = createGlobalStyle`
  @media print {
    header,
    footer,
    nav,
    [role='region'][aria-label^='Notifications'],
    .no-print {
      display: none !important;
    }

    /* Paper is white and ink is black, whatever the screen theme: named colours on purpose. */
    html,
    body,
    main {
      background: white !important;
      color: black !important;
    }

    .planner-print,
    .planner-print * {
      color: black !important;
      background: transparent !important;
      box-shadow: none !important;
      text-shadow: none !important;
    }

    .planner-print a {
      text-decoration: none;
    }

    .planner-print h2,
    .planner-print h3,
    .planner-print h4 {
      break-after: avoid;
      page-break-after: avoid;
    }

    .planner-print .planner-keep-together {
      break-inside: avoid;
      page-break-inside: avoid;
    }
  }
`;
