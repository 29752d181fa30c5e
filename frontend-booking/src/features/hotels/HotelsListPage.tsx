import { useListHotelsQuery, type ListHotelsApiArg } from '@salone/api-client/catalogue';
import { Container, Select, TextField } from '@salone/ui';
import { minRatingFrom, RATED_SORTS, RatingFilter, SortSelect, sortFrom } from '../../shared/sort';
import { ListStates } from '../../shared/ListStates';
import { ListOrMap } from '../../shared/ListOrMap';
import { FilterBar, MoreFilters, PageHero } from '../../shared/PageHero';
import { searchQuery, useSearchText } from '../../shared/useSearchText';
import { countActive, useUrlFilters } from '../../shared/useUrlFilters';
import { HotelCard } from './components/HotelCard';
import { StayDatesFields } from './components/StayDatesFields';
import { stayQuery } from './stay';
import { useListPageSeo } from '../../shared/seo';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';

const FILTER_DEFAULTS = {
  search: '',
  stars: '',
  priceBand: '',
  minRating: '',
  checkIn: '',
  checkOut: '',
  sort: '',
};

/** Every star level a hotel can have, 5 down to 1. */
const STARS = [5, 4, 3, 2, 1];

type PriceBand = NonNullable<ListHotelsApiArg['priceBand']>;
const PRICE_BANDS: readonly PriceBand[] = ['budget', 'mid', 'luxury'];

const isPriceBand = (value: string): value is PriceBand =>
  (PRICE_BANDS as readonly string[]).includes(value);

/** /hotels: search, star and price filters, stay dates, and the hotel cards. */
export default function HotelsListPage() {
  useListPageSeo('hotels');
  const t = useT(bookingMessages);
  const { filters, setFilters } = useUrlFilters(FILTER_DEFAULTS);
  const searchBox = useSearchText(filters.search, (search) =>
    setFilters({ search }, { replace: true }),
  );

  // Values a hand-edited URL may hold that the server would refuse are simply not applied.
  const stars = STARS.some((level) => String(level) === filters.stars)
    ? Number(filters.stars)
    : undefined;
  const priceBand = isPriceBand(filters.priceBand) ? filters.priceBand : undefined;
  const search = searchQuery(filters.search);
  const stay = stayQuery(filters);
  const sort = sortFrom(filters.sort, RATED_SORTS);
  const minRating = minRatingFrom(filters.minRating);

  const { currentData, isFetching, isError } = useListHotelsQuery({
    search,
    stars,
    priceBand,
    ...stay,
    minRating,
    sort,
  });
  const filtered = Boolean(search || stars || priceBand || minRating || stay.checkIn);
  // A filtered list that found nothing suggests searches from the whole list.
  const { currentData: everything } = useListHotelsQuery(
    {},
    {
      skip: !(filtered && currentData?.length === 0),
    },
  );
  const hotels = currentData;

  return (
    <>
      <PageHero title={t('hotels.title')}>{t('hotels.intro')}</PageHero>
      <Container>
        <FilterBar role="search" aria-label={t('hotels.filter')} onSubmit={searchBox.submit}>
          <TextField
            label={t('hotels.search')}
            placeholder={t('hotels.searchPlaceholder')}
            {...searchBox.field}
          />
          <MoreFilters
            active={countActive(filters, FILTER_DEFAULTS, [
              'stars',
              'priceBand',
              'minRating',
              ['checkIn', 'checkOut'],
            ])}
          >
            <Select
              label={t('hotels.starRating')}
              options={[
                { value: '', label: t('hotels.allRatings') },
                ...STARS.map((level) => ({
                  value: String(level),
                  label: t('hotels.stars', { count: level }),
                })),
              ]}
              value={stars === undefined ? '' : String(stars)}
              onChange={(event) => setFilters({ stars: event.target.value })}
            />
            <Select
              label={t('hotels.pricePerNight')}
              options={[
                { value: '', label: t('hotels.allPrices') },
                ...PRICE_BANDS.map((band) => ({ value: band, label: t(`hotels.band.${band}`) })),
              ]}
              value={priceBand ?? ''}
              onChange={(event) => setFilters({ priceBand: event.target.value })}
            />
            <RatingFilter value={minRating} onChange={(next) => setFilters({ minRating: next })} />
            <SortSelect
              value={sort}
              offered={RATED_SORTS}
              onChange={(next) => setFilters({ sort: next })}
            />
            <StayDatesFields
              checkIn={filters.checkIn}
              checkOut={filters.checkOut}
              onChange={(patch) => setFilters(patch, { replace: true })}
            />
          </MoreFilters>
          {/* With the date fields beside it, Enter in the search box needs a submit button. */}
          <button type="submit" hidden>
            {t('hotels.searchButton')}
          </button>
        </FilterBar>
        <section aria-label={t('hotels.results')} aria-busy={isFetching}>
          <ListOrMap
            items={hotels}
            name={(item) => item.name}
            href={(item) => `/hotels/${item.id}`}
          >
            <ListStates
              kind="hotels"
              isLoading={isFetching && hotels === undefined}
              isError={isError && !isFetching}
              items={hotels}
              filtered={filtered}
              suggestions={{
                path: '/hotels',
                search,
                catalogue: everything?.map((hotel) => ({
                  name: hotel.name,
                  place: `${hotel.address}, ${hotel.city}`,
                })),
              }}
              min={300}
              renderItem={(hotel, index) => (
                <HotelCard hotel={hotel} stay={stay} priority={index === 0} />
              )}
            />
          </ListOrMap>
        </section>
      </Container>
    </>
  );
}
