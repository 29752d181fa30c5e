import { useState } from 'react';
import { useListPropertiesQuery, type PropertyDto } from '@salone/api-client/catalogue';
import { Container, Select, TextField } from '@salone/ui';
import { LIST_SORTS, SortSelect, sortFrom } from '../../shared/sort';
import { ListStates } from '../../shared/ListStates';
import { ListOrMap } from '../../shared/ListOrMap';
import { FilterBar, MoreFilters, PageHero } from '../../shared/PageHero';
import { useRequireSignIn } from '../../shared/useRequireSignIn';
import { searchQuery, useSearchText } from '../../shared/useSearchText';
import { countActive, useUrlFilters } from '../../shared/useUrlFilters';
import { PropertyCard } from './components/PropertyCard';
import {
  isListingPurpose,
  isPriceBand,
  isPropertyType,
  LISTING_PURPOSES,
  PRICE_BANDS,
  PROPERTY_TYPES,
} from './propertyRules';
import { todayIso } from '@salone/format';
import { lazyDialog } from '../../shared/lazyDialog';
import { linkDay } from '../../shared/planBookingLink';
import { useListPageSeo } from '../../shared/seo';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';

// The viewing form loads when a visitor shows the intent to book, not with the list.
const viewing = lazyDialog(() => import('./ViewingDialog').then((m) => m.ViewingDialog));

const FILTER_DEFAULTS = { search: '', type: '', purpose: '', priceBand: '', sort: '', date: '' };

/**
 * /real-estate: search and filters in the URL, answered by the server (docs/product.md, screens).
 */
export default function PropertiesListPage() {
  useListPageSeo('realEstate');
  const t = useT(bookingMessages);
  const { filters, setFilters, active } = useUrlFilters(FILTER_DEFAULTS);
  // The day searched for on the home page goes to the viewing form.
  const linkedDay = linkDay(filters.date);
  const day = linkedDay && linkedDay >= todayIso() ? linkedDay : undefined;
  const search = useSearchText(filters.search, (next) =>
    setFilters({ search: next }, { replace: true }),
  );
  const requireSignIn = useRequireSignIn();
  const [inquiry, setInquiry] = useState<PropertyDto | null>(null);

  const type = isPropertyType(filters.type) ? filters.type : undefined;
  const purpose = isListingPurpose(filters.purpose) ? filters.purpose : undefined;
  const priceBand = isPriceBand(filters.priceBand) ? filters.priceBand : undefined;
  const sort = sortFrom(filters.sort, LIST_SORTS);
  const { currentData, isFetching, isError } = useListPropertiesQuery({
    search: searchQuery(filters.search),
    type,
    purpose,
    priceBand,
    sort,
  });
  // A filtered list that found nothing suggests searches from the whole list.
  const { currentData: everything } = useListPropertiesQuery(
    {},
    {
      skip: !(active && currentData?.length === 0),
    },
  );

  return (
    <>
      <PageHero title={t('properties.title')}>{t('properties.intro')}</PageHero>
      <Container>
        <FilterBar role="search" aria-label={t('properties.filter')} onSubmit={search.submit}>
          <TextField
            label={t('tours.search')}
            placeholder={t('properties.searchPlaceholder')}
            {...search.field}
          />
          <MoreFilters
            active={countActive(filters, FILTER_DEFAULTS, ['type', 'purpose', 'priceBand'])}
          >
            <Select
              label={t('properties.type')}
              placeholder={t('cars.allTypes')}
              options={PROPERTY_TYPES.map(({ value }) => ({
                value,
                label: t(`property.type.${value}`),
              }))}
              value={type ?? ''}
              onChange={(event) => setFilters({ type: event.target.value })}
            />
            <Select
              label={t('properties.purpose')}
              placeholder={t('properties.allListings')}
              options={LISTING_PURPOSES.map(({ value }) => ({
                value,
                label: t(value === 'sale' ? 'property.forSale' : 'property.forRent'),
              }))}
              value={purpose ?? ''}
              onChange={(event) => setFilters({ purpose: event.target.value })}
            />
            <Select
              label={t('properties.price')}
              placeholder={t('properties.allPrices')}
              options={PRICE_BANDS.map(({ value }) => ({
                value,
                label: t(`properties.band.${value}`),
              }))}
              value={priceBand ?? ''}
              onChange={(event) => setFilters({ priceBand: event.target.value })}
            />
            <SortSelect
              value={sort}
              offered={LIST_SORTS}
              onChange={(next) => setFilters({ sort: next })}
            />
          </MoreFilters>
        </FilterBar>
        <section aria-label={t('properties.results')}>
          <ListOrMap
            items={currentData}
            name={(item) => item.title}
            href={(item) => `/real-estate/${item.id}`}
          >
            <ListStates
              kind="properties"
              isLoading={!currentData && isFetching}
              isError={isError}
              items={currentData}
              filtered={active}
              suggestions={{
                path: '/real-estate',
                search: searchQuery(filters.search),
                catalogue: everything?.map((property) => ({
                  name: property.title,
                  place: property.address,
                })),
              }}
              renderItem={(property, index) => (
                <PropertyCard
                  property={property}
                  day={day}
                  purpose={purpose}
                  priority={index === 0}
                  onInquire={(chosen) => {
                    viewing.preload();
                    requireSignIn(() => setInquiry(chosen));
                  }}
                  onPrepare={viewing.preload}
                />
              )}
            />
          </ListOrMap>
        </section>
      </Container>
      <viewing.Dialog
        day={day}
        property={inquiry}
        open={inquiry !== null}
        onOpenChange={(open) => {
          if (!open) setInquiry(null);
        }}
      />
    </>
  );
}
