export { SaloneProviders, type SaloneProvidersProps } from './SaloneProviders';
export { DevHost, type DevHostProps } from './DevHost';
export { DevSignIn } from './DevSignIn';
export { usePrices, type Prices } from './usePrices';
