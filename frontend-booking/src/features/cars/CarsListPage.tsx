import styled from 'styled-components';
import { useListCarsQuery, type CarDto } from '@salone/api-client/catalogue';
import { Button, CalendarIcon, Container, Select, TextField, theme } from '@salone/ui';
import { isDay, todayIso } from '@salone/booking-rules';
import { formatDateRange } from '@salone/format';
import { LIST_SORTS, SortSelect, sortFrom } from '../../shared/sort';
import { ListStates } from '../../shared/ListStates';
import { ListOrMap } from '../../shared/ListOrMap';
import { FilterBar, MoreFilters, PageHero } from '../../shared/PageHero';
import { searchQuery, useSearchText } from '../../shared/useSearchText';
import { oneOf, countActive, useUrlFilters } from '../../shared/useUrlFilters';
import { CarCard } from './components/CarCard';
import { CAR_TYPES, PRICE_BANDS, rentalDatesFrom } from './carFormat';
import { useListPageSeo } from '../../shared/seo';
import { useLocale, useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';

const DEFAULTS = {
  search: '',
  type: 'all',
  priceBand: 'all',
  pickupDate: '',
  returnDate: '',
  sort: '',
};

/** /cars: search, type and price filters, availability for dates, the car cards. */
export default function CarsListPage() {
  useListPageSeo('cars');
  const t = useT(bookingMessages);
  const { locale } = useLocale();
  const { filters, setFilters, active } = useUrlFilters(DEFAULTS);
  const type = oneOf(filters.type, CAR_TYPES);
  const priceBand = oneOf(filters.priceBand, PRICE_BANDS);
  const sort = sortFrom(filters.sort, LIST_SORTS);
  const today = todayIso();
  const dates = rentalDatesFrom(filters.pickupDate, filters.returnDate, today);
  // Dates that cannot be searched say why, rather than being left out silently.
  const pickupError =
    isDay(filters.pickupDate) && filters.pickupDate < today ? t('problem.pickupPast') : undefined;
  const returnError =
    isDay(filters.pickupDate) &&
    isDay(filters.returnDate) &&
    filters.returnDate < filters.pickupDate
      ? t('rental.returnBeforePickup')
      : undefined;
  const search = useSearchText(filters.search, (value) =>
    setFilters({ search: value }, { replace: true }),
  );

  const { currentData, isError, isFetching } = useListCarsQuery({
    search: searchQuery(filters.search),
    type,
    priceBand,
    ...dates,
    sort,
  });
  // A filtered list that found nothing suggests searches from the whole list.
  const { currentData: everything } = useListCarsQuery(
    {},
    {
      skip: !(active && currentData?.length === 0),
    },
  );

  return (
    <>
      <PageHero title={t('cars.title')}>{t('cars.intro')}</PageHero>
      <Container>
        <FilterBar role="search" aria-label={t('cars.filter')} onSubmit={search.submit}>
          <TextField
            label={t('cars.search')}
            placeholder={t('cars.searchPlaceholder')}
            {...search.field}
            enterKeyHint="search"
          />
          <MoreFilters
            active={countActive(filters, DEFAULTS, [
              'type',
              'priceBand',
              ['pickupDate', 'returnDate'],
            ])}
          >
            <Select
              label={t('cars.type')}
              options={[
                { value: 'all', label: t('cars.allTypes') },
                ...CAR_TYPES.map((value) => ({ value, label: t(`car.type.${value}`) })),
              ]}
              value={type ?? 'all'}
              onChange={(event) => setFilters({ type: event.target.value })}
            />
            <Select
              label={t('cars.pricePerDay')}
              options={[
                { value: 'all', label: t('cars.allPrices') },
                ...PRICE_BANDS.map((value) => ({ value, label: t(`cars.band.${value}`) })),
              ]}
              value={priceBand ?? 'all'}
              onChange={(event) => setFilters({ priceBand: event.target.value })}
            />
            <SortSelect
              value={sort}
              offered={LIST_SORTS}
              onChange={(next) => setFilters({ sort: next })}
            />
            <TextField
              label={t('rental.pickupDate')}
              type="date"
              min={today}
              value={filters.pickupDate}
              error={pickupError}
              onChange={(event) =>
                setFilters({ pickupDate: event.target.value }, { replace: true })
              }
            />
            <TextField
              label={t('rental.returnDate')}
              type="date"
              min={filters.pickupDate || today}
              value={filters.returnDate}
              error={returnError}
              onChange={(event) =>
                setFilters({ returnDate: event.target.value }, { replace: true })
              }
            />
          </MoreFilters>
          {/* With the date fields beside it, Enter in the search box needs a submit button. */}
          <button type="submit" hidden>
            {t('hotels.searchButton')}
          </button>
        </FilterBar>
        {dates && (
          <StyledDates>
            <CalendarIcon size={18} />
            <span>
              {t('cars.availabilityFor', {
                dates: formatDateRange(dates.pickupDate, dates.returnDate, { locale }),
              })}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setFilters({ pickupDate: '', returnDate: '' })}
            >
              {t('hotel.clearDates')}
            </Button>
          </StyledDates>
        )}
        <StyledResults aria-label={t('cars.results')} aria-busy={isFetching}>
          <ListOrMap
            items={currentData}
            name={(item) => `${item.make} ${item.model}`}
            href={(item) => `/cars/${item.id}`}
          >
            <ListStates<CarDto>
              kind="vehicles"
              isLoading={!currentData && isFetching}
              isError={isError}
              items={currentData}
              filtered={active}
              suggestions={{
                path: '/cars',
                search: searchQuery(filters.search),
                catalogue: everything?.map((car) => ({
                  name: `${car.make} ${car.model}`,
                  place: car.location,
                })),
              }}
              renderItem={(car, index) => (
                <CarCard car={car} dates={dates} priority={index === 0} />
              )}
            />
          </ListOrMap>
        </StyledResults>
      </Container>
    </>
  );
}

const StyledDates = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;
  margin: 0 0 ${theme.space[4]}px;
  color: ${theme.colors.textMuted};
`;

const StyledResults = styled.section`
  padding-bottom: ${theme.space[7]}px;
`;
