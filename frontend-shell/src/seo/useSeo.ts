export { useSeo, applySeo, SITE_NAME, type SeoMeta } from '@salone/ui';
