import { useListHotelsQuery, type ListHotelsApiArg } from '@salone/api-client/catalogue';
import { Container, Select, TextField, useSeo } from '@salone/ui';
import { RATED_SORTS, SortSelect, sortFrom } from '../../shared/sort';
import { ListStates } from '../../shared/ListStates';
import { FilterBar, PageHero } from '../../shared/PageHero';
import { useSearchText } from '../../shared/useSearchText';
import { useUrlFilters } from '../../shared/useUrlFilters';
import { HotelCard } from './components/HotelCard';
import { StayDatesFields } from './components/StayDatesFields';
import { stayQuery } from './stay';
import { LIST_PAGE_SEO } from '../../shared/seo';

const FILTER_DEFAULTS = {
  search: '',
  stars: '',
  priceBand: '',
  checkIn: '',
  checkOut: '',
  sort: '',
};

/** Every star level a hotel can have, 5 down to 1. */
const STAR_OPTIONS = [
  { value: '', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((stars) => ({
    value: String(stars),
    label: stars === 1 ? '1 star' : `${stars} stars`,
  })),
];

type PriceBand = NonNullable<ListHotelsApiArg['priceBand']>;
const PRICE_OPTIONS: Array<{ value: '' | PriceBand; label: string }> = [
  { value: '', label: 'All prices' },
  { value: 'budget', label: 'Budget (under $100)' },
  { value: 'mid', label: 'Mid-range ($100-$200)' },
  { value: 'luxury', label: 'Luxury ($200+)' },
];

const isPriceBand = (value: string): value is PriceBand =>
  PRICE_OPTIONS.some((option) => option.value !== '' && option.value === value);

/** /hotels: search, star and price filters, stay dates, and the hotel cards. */
export default function HotelsListPage() {
  useSeo(LIST_PAGE_SEO.hotels);
  const { filters, setFilters } = useUrlFilters(FILTER_DEFAULTS);
  const searchBox = useSearchText(filters.search, (search) =>
    setFilters({ search }, { replace: true }),
  );

  // Values a hand-edited URL may hold that the server would refuse are simply not applied.
  const stars = STAR_OPTIONS.some((o) => o.value !== '' && o.value === filters.stars)
    ? Number(filters.stars)
    : undefined;
  const priceBand = isPriceBand(filters.priceBand) ? filters.priceBand : undefined;
  const search = filters.search.trim() || undefined;
  const stay = stayQuery(filters);
  const sort = sortFrom(filters.sort, RATED_SORTS);

  const { currentData, isFetching, isError } = useListHotelsQuery({
    search,
    stars,
    priceBand,
    ...stay,
    sort,
  });
  const hotels = currentData;

  return (
    <>
      <PageHero title="Luxury Hotels">
        Beachfront resorts on the peninsula, city hotels in Freetown and guesthouses upcountry.
      </PageHero>
      <Container>
        <FilterBar role="search" aria-label="Find hotels" onSubmit={searchBox.submit}>
          <TextField
            label="Search hotels"
            placeholder="Hotel name, town or area"
            {...searchBox.field}
          />
          <Select
            label="Star rating"
            options={STAR_OPTIONS}
            value={stars === undefined ? '' : String(stars)}
            onChange={(event) => setFilters({ stars: event.target.value })}
          />
          <Select
            label="Price per night"
            options={PRICE_OPTIONS}
            value={priceBand ?? ''}
            onChange={(event) => setFilters({ priceBand: event.target.value })}
          />
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
          {/* With the date fields beside it, Enter in the search box needs a submit button. */}
          <button type="submit" hidden>
            Search
          </button>
        </FilterBar>
        <section aria-label="Hotels" aria-busy={isFetching}>
          <ListStates
            noun="Hotels"
            isLoading={isFetching && hotels === undefined}
            isError={isError && !isFetching}
            items={hotels}
            filtered={Boolean(search || stars || priceBand)}
            min={300}
            renderItem={(hotel, index) => (
              <HotelCard hotel={hotel} stay={stay} priority={index === 0} />
            )}
          />
        </section>
      </Container>
    </>
  );
}
