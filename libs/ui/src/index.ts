// @salone/ui: Salone's design system (theme tokens + accessible primitives).
// Test helpers live in '@salone/ui/testing' (src/testing.ts) so app bundles skip them.
export { theme, space, type Theme, type SpaceIndex } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { SaloneThemeProvider } from './SaloneThemeProvider';
export { ENGLISH_UI_TEXT, UiTextProvider, useUiText, type UiText } from './uiText';

export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
} from './components/Card';
export { Badge, type BadgeProps, type BadgeTone, type BadgeVariant } from './components/Badge';
export { Dialog, preloadDialog, type DialogProps, type DialogSize } from './components/Dialog';
export { Skeleton, SkeletonCard, type SkeletonProps } from './components/Skeleton';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs';
export { Accordion, type AccordionProps, type AccordionItem } from './components/Accordion';
export { Spinner, CenteredSpinner, type SpinnerProps } from './components/Spinner';
export {
  QueryState,
  QueryError,
  QueryLoading,
  type QueryLike,
  type BusyProps,
  type QueryLoadingContent,
  type QueryStateProps,
  type QueryErrorProps,
  type QueryErrorVariant,
} from './components/QueryState';
export { LiveSignal, LIVE_EVENT } from './components/LiveSignal';
export { VisuallyHidden, visuallyHiddenStyles } from './components/VisuallyHidden';
export { Photo, type PhotoProps } from './components/Photo';
export { Container, Stack, Grid, type StackProps, type GridProps } from './components/layout';

export { TextField, type TextFieldProps } from './fields/TextField';
export { TextArea, type TextAreaProps } from './fields/TextArea';
export { Select, type SelectProps, type SelectOption } from './fields/Select';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './fields/RadioGroup';
export { Checkbox, type CheckboxProps } from './fields/Checkbox';
export {
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxGroupOption,
} from './fields/CheckboxGroup';

export {
  toast,
  dismissToast,
  resetToasts,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastOptions,
  type ToastRecord,
  type ToastHandle,
  type ToastVariant,
} from './toast/store';
export { useToast, type UseToastResult } from './toast/useToast';
export { Toaster } from './toast/Toaster';

export * from './icons';
export * as icons from './icons';
export {
  useSeo,
  applySeo,
  collectionPage,
  pageOrigin,
  setServerOrigin,
  SeoCollectorProvider,
  SITE_NAME,
  type SeoMeta,
} from './seo';
export { PriceViewProvider, usePriceView, type PriceViewValue } from './priceView';
export { MapView, type MapViewProps, type MapPoint, type MapLeg } from './map/MapView';
export { loadMapSettings, OSM_ATTRIBUTION, type MapSettings } from './map/mapSettings';
