// Salone's own line icons: 24x24 viewBox, 2px round strokes in currentColor, one <path>
// each so the whole set stays a few kilobytes. Decorative (aria-hidden) unless `title`
// is given, in which case the icon is an image with that accessible name.
import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height; default 20. */
  size?: number | string;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
  /** Fill the shape with currentColor (e.g. a rated Star or a saved Heart). */
  filled?: boolean;
}

/** Path data for a full circle. */
const c = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

function createIcon(name: string, d: string) {
  function Icon({ size = 20, title, filled = false, ...rest }: IconProps) {
    const labelled = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...labelled}
        {...rest}
      >
        <path d={d} />
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const SearchIcon = createIcon('Search', `${c(11, 11, 7)}M16.5 16.5L21 21`);
export const MenuIcon = createIcon('Menu', 'M4 6h16M4 12h16M4 18h16');
export const CloseIcon = createIcon('Close', 'M6 6l12 12M18 6L6 18');
export const ChevronDownIcon = createIcon('ChevronDown', 'M6 9l6 6 6-6');
export const ChevronLeftIcon = createIcon('ChevronLeft', 'M15 6l-6 6 6 6');
export const ChevronRightIcon = createIcon('ChevronRight', 'M9 6l6 6-6 6');
export const ArrowLeftIcon = createIcon('ArrowLeft', 'M20 12H4M10 6l-6 6 6 6');
const STAR = 'M12 3l2.8 5.8 6.2.8-4.5 4.4 1.1 6.2-5.6-3-5.6 3 1.1-6.2L3 9.6l6.2-.8z';
export const StarIcon = createIcon('Star', STAR);

export interface StarsIconProps extends Omit<IconProps, 'filled' | 'title'> {
  /** How many stars, from the first, are filled. */
  filled: number;
  /** How many stars in all; default 5. */
  of?: number;
}

/**
 * A row of stars (a rating) as one drawing: the stars `size` wide each, 2px apart, the first
 * `filled` of them filled (`data-filled="true"`, for a colour of their own). One SVG instead of
 * one per star: a list of eleven hotels drew 55 of them, each a document part the browser
 * styles, lays out and paints on its own (docs/decisions/star-rating-one-drawing.md). Decorative:
 * the element around it names the rating.
 */
export function StarsIcon({ filled, of = 5, size = 20, ...rest }: StarsIconProps) {
  const side = Number(size);
  // The 2px gap in the stars' own units (24 to a star).
  const gap = (2 * 24) / side;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${of * 24 + (of - 1) * gap} 24`}
      width={of * side + (of - 1) * 2}
      height={side}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden
      {...rest}
    >
      {Array.from({ length: of }, (_, i) => (
        <path
          key={i}
          d={STAR}
          transform={i > 0 ? `translate(${i * (24 + gap)} 0)` : undefined}
          fill={i < filled ? 'currentColor' : 'none'}
          data-filled={i < filled}
        />
      ))}
    </svg>
  );
}
export const MapPinIcon = createIcon(
  'MapPin',
  `M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z${c(12, 9.5, 2.5)}`,
);
export const CalendarIcon = createIcon(
  'Calendar',
  'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M8 3v4M16 3v4',
);
export const ClockIcon = createIcon('Clock', `${c(12, 12, 9)}M12 7v5l3 2`);
export const UsersIcon = createIcon(
  'Users',
  `${c(9, 8, 3.5)}M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6`,
);
export const PhoneIcon = createIcon(
  'Phone',
  'M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
);
export const MailIcon = createIcon(
  'Mail',
  'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6',
);
export const CheckIcon = createIcon('Check', 'M5 12.5l4.5 4.5L19 7');
export const CheckCircleIcon = createIcon('CheckCircle', `${c(12, 12, 9)}M8 12.5l3 3 5-6`);
export const AlertTriangleIcon = createIcon(
  'AlertTriangle',
  'M12 3.5L2.5 20h19zM12 10v4M12 17h.01',
);
export const InfoIcon = createIcon('Info', `${c(12, 12, 9)}M12 11v5M12 8h.01`);
export const HomeIcon = createIcon('Home', 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6');
export const BuildingIcon = createIcon(
  'Building',
  'M5 21V4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v17M3 21h18M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2',
);
export const CarIcon = createIcon(
  'Car',
  `M4 17v-5l2-5h12l2 5v5zM4 12h16${c(7.5, 17, 1.5)}${c(16.5, 17, 1.5)}`,
);
export const TicketIcon = createIcon(
  'Ticket',
  'M4 6h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zM14 6v2M14 11v2M14 16v2',
);
export const CompassIcon = createIcon('Compass', `${c(12, 12, 9)}M15.5 8.5l-2 5-5 2 2-5z`);
export const SparklesIcon = createIcon(
  'Sparkles',
  'M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8zM19 15l.8 2.2 2.2.8-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
);
export const GlobeIcon = createIcon(
  'Globe',
  `${c(12, 12, 9)}M3 12h18M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18z`,
);
export const ShieldIcon = createIcon('Shield', 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z');
export const CreditCardIcon = createIcon(
  'CreditCard',
  'M4.5 5h15a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-15a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM2.5 10h19M6 15h4',
);
export const SmartphoneIcon = createIcon(
  'Smartphone',
  'M9 2.5h6a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2zM11 18h2',
);
export const WifiIcon = createIcon(
  'Wifi',
  'M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01',
);
export const CoffeeIcon = createIcon(
  'Coffee',
  'M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 9h1.5a2.5 2.5 0 0 1 0 5H17M8 2.5V5M12 2.5V5',
);
export const UtensilsIcon = createIcon(
  'Utensils',
  'M6 3v7a2 2 0 0 0 4 0V3M8 12v9M17 21V3c-2 1-3 4-3 7v3h3',
);
export const WavesIcon = createIcon(
  'Waves',
  'M2 7c1.7-1.5 3.3-1.5 5 0s3.3 1.5 5 0 3.3-1.5 5 0 3.3 1.5 5 0M2 12c1.7-1.5 3.3-1.5 5 0s3.3 1.5 5 0 3.3-1.5 5 0 3.3 1.5 5 0M2 17c1.7-1.5 3.3-1.5 5 0s3.3 1.5 5 0 3.3-1.5 5 0 3.3 1.5 5 0',
);
export const MountainIcon = createIcon('Mountain', 'M2 20l7-12 4 6 2-3 7 9z');
export const MusicIcon = createIcon(
  'Music',
  `M9 18V5l11-2v13${c(6.5, 18, 2.5)}${c(17.5, 16, 2.5)}`,
);
export const SunIcon = createIcon(
  'Sun',
  `${c(12, 12, 4)}M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4`,
);
export const HeartIcon = createIcon(
  'Heart',
  'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z',
);
export const FuelIcon = createIcon(
  'Fuel',
  'M5 21V4a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v17M3 21h13M5 10h9M14 8h2.5a1.5 1.5 0 0 1 1.5 1.5V17a1.5 1.5 0 0 0 3 0V8l-3-3',
);
export const SeatIcon = createIcon('Seat', 'M7 3h5l1 10h6v4H7zM9 17v4M17 17v4');
export const NavigationIcon = createIcon('Navigation', 'M3 11l18-8-8 18-2-8z');
export const BedIcon = createIcon(
  'Bed',
  'M3 5v15M3 13h18v7M7 13v-2.5A1.5 1.5 0 0 1 8.5 9H11v4M11 9h7a3 3 0 0 1 3 3v1',
);
export const BathIcon = createIcon(
  'Bath',
  'M3 12h18v3a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM6 12V5a2 2 0 0 1 4 0M7 20l-1 2M17 20l1 2',
);
export const RulerIcon = createIcon('Ruler', 'M3 15L15 3l6 6L9 21zM7 11l2 2M10 8l2 2M13 5l2 2');
export const LogOutIcon = createIcon(
  'LogOut',
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
);
export const UserIcon = createIcon('User', `${c(12, 8, 4)}M4 21a8 8 0 0 1 16 0`);
export const MessageCircleIcon = createIcon(
  'MessageCircle',
  'M21 12a9 9 0 0 1-13.5 7.8L3 21l1.2-4.5A9 9 0 1 1 21 12z',
);
export const HelpCircleIcon = createIcon(
  'HelpCircle',
  `${c(12, 12, 9)}M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5M12 17h.01`,
);
export const PrinterIcon = createIcon(
  'Printer',
  'M6 9V3h12v6M6 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-1M6 14h12v7H6z',
);
export const PlusIcon = createIcon('Plus', 'M12 5v14M5 12h14');
export const MinusIcon = createIcon('Minus', 'M5 12h14');
export const UploadIcon = createIcon(
  'Upload',
  'M12 16V4M7 9l5-5 5 5M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
);
export const FileTextIcon = createIcon(
  'FileText',
  'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h6',
);
export const TrashIcon = createIcon(
  'Trash',
  'M4 7h16M10 11v6M14 11v6M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13M9 7V4h6v3',
);
